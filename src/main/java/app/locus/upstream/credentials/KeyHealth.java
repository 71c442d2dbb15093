package app.locus.upstream.credentials;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import app.locus.upstream.credentials.repository.ApiKeyRepository;
import app.locus.upstream.gateway.CredentialOutcomes;
import app.locus.upstream.gateway.UpstreamCredential;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataAccessException;
import org.springframework.stereotype.Component;

/**
 * Records on each stored key when it last worked and when (and why) the service last
 * refused it (DD117). A workspace may call the service five times a second with one key,
 * so each outcome is written at most once a minute per key: this node skips the write
 * when it wrote the same outcome less than a minute ago, and the update itself changes
 * the row only when the stored time is older than a minute (other nodes).
 */
@Component
class KeyHealth implements CredentialOutcomes {

	static final Duration WRITE_AT_MOST_EVERY = Duration.ofMinutes(1);

	private static final Logger log = LoggerFactory.getLogger(KeyHealth.class);

	private static final int REASON_LENGTH = 255;

	private final ApiKeyRepository keys;

	private final Clock clock;

	private final Map<String, Instant> workedWritten = new ConcurrentHashMap<>();

	private final Map<String, Instant> refusedWritten = new ConcurrentHashMap<>();

	KeyHealth(ApiKeyRepository keys, Clock clock) {
		this.keys = keys;
		this.clock = clock;
	}

	@Override
	public void worked(UpstreamCredential credential) {
		record(credential, workedWritten, (id, at) -> keys.recordWorked(id, at, at.minus(WRITE_AT_MOST_EVERY)));
	}

	@Override
	public void refused(UpstreamCredential credential, String reason) {
		String shortReason = reason.length() <= REASON_LENGTH ? reason : reason.substring(0, REASON_LENGTH - 1) + "…";
		record(credential, refusedWritten,
				(id, at) -> keys.recordRefused(id, at, at.minus(WRITE_AT_MOST_EVERY), shortReason));
	}

	private void record(UpstreamCredential credential, Map<String, Instant> written, Write write) {
		String key = credential.storedKey();
		if (key == null) {
			return;
		}
		Instant now = clock.instant().truncatedTo(ChronoUnit.MILLIS);
		Instant last = written.get(key);
		if (last != null && last.plus(WRITE_AT_MOST_EVERY).isAfter(now)) {
			return;
		}
		written.put(key, now);
		try {
			write.to(new ApiKeyId(key), now);
		}
		catch (DataAccessException ex) {
			// Never fails the call it describes; the next outcome after a minute tries
			// again.
			written.remove(key, now);
			log.warn("Could not record the outcome of a call for API key {}", key, ex);
		}
	}

	@FunctionalInterface
	private interface Write {

		void to(ApiKeyId key, Instant at);

	}

}
