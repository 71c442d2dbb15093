package app.locus.simulator.state;

/**
 * Makes the service's keys (report_key, campaign_key, ...): 15 lowercase hex characters,
 * a deterministic sequence for a given seed.
 */
public final class SimKeys {

	private final long seed;

	private long counter;

	public SimKeys(long seed) {
		this.seed = seed;
	}

	public synchronized String next() {
		return String.format("%015x", Noise.mix(seed, ++counter) & 0x0FFF_FFFF_FFFF_FFFFL);
	}

}
