## Le sujet d’aide de Polaris, cité dans l’aide commune de toute rencontre

pol-help-difficulty-hint = aide difficulté liste les mots de difficulté
