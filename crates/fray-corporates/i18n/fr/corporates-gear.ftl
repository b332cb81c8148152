# Corporates, l’équipement : armes, protections et cybernétique données par commande (arme, armure, cyber).

cor-gear-summary-weapon = Donne une arme avec ses caractéristiques (portées, malus de tir au jugé, bonus de visée et de rafale, dés et bonus de dégâts, munitions, attaque et défense au corps à corps, où elle est portée), ou la retire avec retire.
cor-gear-summary-armour = Donne une protection dont les niveaux s’ajoutent à l’encaissement, ou la retire avec retire.
cor-gear-summary-cyber = Donne un équipement cybernétique : un appareil que le texte nomme se place à son emplacement, tout autre demande site= ; ou le retire avec retire.
cor-gear-expected-who = qui le porte
cor-gear-expected-key = la clé de l’équipement
cor-gear-expected-name = un nom
cor-gear-expected-weapon-part = nom, retire, ou type=, degats=, bonus=, courte=, moyenne=, longue=, extreme=, juge=, visee=, rafale=, munitions=, attaque=, defense=, porte=
cor-gear-expected-armour-part = protection=N, nom ou retire
cor-gear-expected-cyber-part = nom, retire, ou appareil=, emplacement=, niveau=, protection=, doses=
cor-gear-expected-kind = un type d’arme (pistolet, fusil, pm, fusil-a-pompe, lourde, molle, explosif, jet, poing, contondante, contondante-dure, taille, estoc, arme-a-feu)
cor-gear-expected-carried = où elle est portée (bandouliere, ceinture, holster, poche)
cor-gear-expected-device = un appareil (cyberbras, cyberjambe, jambes-de-saut, jambes-de-vitesse, coprocesseur, injecteur, reflexes-cables, armure-dermique…)
cor-gear-expected-site = un emplacement (excroissance, main, bras, pied, jambe, visage, oeil, connexion, generale, organe, alimentation, autre)
cor-gear-expected-protection = protection=N
cor-gear-refuse-key = Un équipement demande une clé faite de lettres ou de chiffres.
cor-gear-refuse-none = { $who } n’a pas de « { $key } » à retirer.
cor-gear-log-given = { $who } porte { $what } : { $figures }.
cor-gear-log-removed = { $who } ne porte plus { $what }.
cor-gear-protections = Protections
cor-gear-doses = { $value ->
    [one] { $value } dose
   *[other] { $value } doses
}
cor-gear-class-pistol = pistolet
cor-gear-class-rifle = fusil
cor-gear-class-smg = pistolet-mitrailleur
cor-gear-class-shotgun = fusil à pompe
cor-gear-class-heavy = arme lourde
cor-gear-device = { $device ->
    [growth] excroissance
    [cyberhand] cybermain
    [cyberarm] cyberbras
    [cyberfoot] cyberpied
    [cyberleg] cyberjambe
    [jumping-legs] jambes cybernétiques de saut
    [speed-legs] jambes de vitesse
    [cyberface] cybervisage
    [cybereye] cyberœil
    [cyberear] cyberoreille
    [interface] interface sensorielle
    [dermal-armour] armure dermique
    [wired-reflexes] réflexes câblés
    [skin] peau
    [lungs] poumons
    [hormonal-generator] générateur hormonal
    [power] alimentation
    [coprocessor] coprocesseur réflexes
    [injector] injecteur
    [cyberrope] CyberRope
   *[other] { $device }
}
cor-gear-key-weapon = donner ou retirer une arme
cor-gear-key-armour = donner ou retirer une protection
cor-gear-key-cyber = donner ou retirer de la cybernétique
cor-gear-form-weapon = Arme
cor-gear-form-armour = Protection
cor-gear-form-cyber = Cybernétique
cor-gear-field-key = Clé
cor-gear-field-remove = Retirer
cor-gear-field-name = Nom
cor-gear-field-kind = Type
cor-gear-field-damage = Dés de dégâts
cor-gear-field-bonus = Bonus de dégâts
cor-gear-field-short = Portée courte (m)
cor-gear-field-medium = Portée moyenne (m)
cor-gear-field-long = Portée longue (m)
cor-gear-field-extreme = Portée extrême (m)
cor-gear-field-snap = Malus de tir au jugé
cor-gear-field-aim = Bonus de visée
cor-gear-field-burst = Bonus de rafale
cor-gear-field-rounds = Munitions
cor-gear-field-attack = Attaque au corps à corps
cor-gear-field-defense = Bonus de défense
cor-gear-field-carried = Où elle est portée
cor-gear-field-protection = Protection
cor-gear-field-device = Appareil
cor-gear-field-site = Emplacement
cor-gear-field-level = Niveau
cor-gear-field-doses = Doses
cor-gear-length = longueur { $value } cm
