package app.locus.simulator.account;

import java.security.SecureRandom;
import java.time.Instant;

import app.locus.simulator.state.SimAccount;

/**
 * The user ids a simulator gives its accounts. They are unique across simulators, as the
 * service's user ids are unique across the service: Locus keys the rate limit by them
 * (DD162), and simulators in one JVM number their accounts alike.
 *
 * @param prefix what sets this simulator's ids apart from others'
 */
public record UserIds(String prefix) {

	/**
	 * Random without a data folder, else from the folder's genesis, so that the ids
	 * survive restarts.
	 */
	public static UserIds forSimulator(boolean kept, Instant genesis) {
		long world = kept ? genesis.toEpochMilli() : new SecureRandom().nextLong() >>> 1;
		return new UserIds("usr-" + Long.toString(world, 36) + "-");
	}

	public String of(SimAccount account) {
		return prefix + account.id();
	}

}
