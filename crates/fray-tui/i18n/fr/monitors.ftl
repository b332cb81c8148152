pool-track-physical = physique
pool-track-stun = étourdissant
