pool-track-physical = physical
pool-track-stun = stun
