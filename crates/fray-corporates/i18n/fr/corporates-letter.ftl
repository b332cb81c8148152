# Corporates (COR) : le texte suivi à la lettre (chutes, priorité, tir de couverture).

cor-letter-log-fallen = −{ $n } à terre
cor-letter-field-reroll = Nouveaux jets de réaction
cor-letter-refuse-cover-late = { $who } ne peut pas commencer un tir de couverture au segment { $segment } : un tir de couverture s’annonce en début de tour (pendant les annonces ou au segment 1).
cor-letter-log-wounded = −{ $n } de blessures
cor-letter-option-ties = un jet égal à une difficulté que le texte demande seulement d’atteindre réussit, ou échoue
cor-letter-option-gunpoint-base = la base du jet de réaction qui agit avant celui qui vous tient en respect, plus sa vigilance
cor-letter-option-wound-malus = les points ôtés à chaque jet d’action par niveau de Blessure
