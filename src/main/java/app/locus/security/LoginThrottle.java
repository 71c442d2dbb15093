package app.locus.security;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Optional;

import app.locus.base.EmailAddress;
import app.locus.security.repository.AccountRepository;
import app.locus.security.repository.ThrottleRepository;
import app.locus.security.repository.ThrottleState;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Counts failed sign-ins per account and per client address in MariaDB, so that every
 * node refuses sign-in while an account waits or an address cools down. An account's
 * failures make its next attempt wait a few seconds, at most a minute (DD185); a burst
 * from one address pauses it for minutes (DD021).
 */
@Service
class LoginThrottle {

	private static final Logger log = LoggerFactory.getLogger(LoginThrottle.class);

	static final GrowingDelay ACCOUNT = new GrowingDelay("ACCOUNT", 5, Duration.ofSeconds(1), Duration.ofMinutes(1),
			Duration.ofHours(1));

	static final ThrottleRule ADDRESS = new ThrottleRule("ADDRESS", 30, Duration.ofMinutes(5), Duration.ofMinutes(1),
			Duration.ofHours(1));

	private final ThrottleRepository counters;

	private final AccountRepository accounts;

	private final Clock clock;

	LoginThrottle(ThrottleRepository counters, AccountRepository accounts, Clock clock) {
		this.counters = counters;
		this.accounts = accounts;
		this.clock = clock;
	}

	/**
	 * The key of the account this address, as someone typed it, signs in to: every
	 * spelling the database matches gives the same key.
	 */
	@Transactional(readOnly = true)
	public AccountKey accountOf(String typedEmail) {
		return AccountKey.of(accounts.findByEmail(EmailAddress.normalise(typedEmail)), typedEmail);
	}

	/** The wait or cool-down that currently refuses this account or address, if any. */
	@Transactional(readOnly = true)
	public Optional<SignInPause> pauseFor(AccountKey account, String address) {
		Instant now = clock.instant();
		return longest(pause(subject(ACCOUNT, account.value()), now), pause(subject(ADDRESS, address), now));
	}

	/**
	 * Counts a failed sign-in against the account and the address.
	 * @return the wait or cool-down this failure started, if it started one
	 */
	@Transactional
	public Optional<SignInPause> recordFailure(AccountKey account, String address) {
		Instant now = clock.instant();
		Optional<SignInPause> wait = fail(ACCOUNT, account.value(), now);
		Optional<SignInPause> network = fail(ADDRESS, address, now);
		network.ifPresent(
				p -> log.warn("Sign-in paused for a client address for {} min after a burst of failures", p.minutes()));
		return longest(wait, network);
	}

	/** A correct sign-in clears the account's count (not the address's). */
	@Transactional
	public void recordSuccess(AccountKey account) {
		counters.delete(subject(ACCOUNT, account.value()));
	}

	@Scheduled(fixedDelayString = "PT1H", initialDelayString = "PT5M")
	@Transactional
	public void purgeIdleCounters() {
		Instant now = clock.instant();
		counters.purgeIdleSince(now.minus(ThrottleRule.FORGET_AFTER), now);
	}

	private Optional<SignInPause> fail(FailureRule rule, String key, Instant now) {
		String subject = subject(rule, key);
		ThrottleState before = counters.lockForUpdate(subject, rule.kind(), now);
		ThrottleState after = rule.afterFailure(before, now);
		counters.save(subject, after);
		return after.lockedAt(now) && !before.lockedAt(now)
				? Optional.of(new SignInPause(Duration.between(now, after.lockedUntil()))) : Optional.empty();
	}

	private Optional<SignInPause> pause(String subject, Instant now) {
		return counters.find(subject)
			.filter(state -> state.lockedAt(now))
			.map(state -> new SignInPause(Duration.between(now, state.lockedUntil())));
	}

	private static Optional<SignInPause> longest(Optional<SignInPause> a, Optional<SignInPause> b) {
		if (a.isEmpty()) {
			return b;
		}
		return b.isEmpty() ? a : Optional.of(a.get().longer(b.get()));
	}

	static String subject(FailureRule rule, String key) {
		try {
			byte[] digest = MessageDigest.getInstance("SHA-256")
				.digest((rule.kind() + ":" + key).getBytes(StandardCharsets.UTF_8));
			return HexFormat.of().formatHex(digest);
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException(ex);
		}
	}

}
