package app.locus.upstream.credentials;

import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

import app.locus.upstream.credentials.SecretCipher.SecretUnreadableException;
import app.locus.upstream.credentials.SecretCipher.TokenKind;
import app.locus.upstream.credentials.repository.ApiKeyRepository;
import app.locus.upstream.credentials.repository.OAuthConnectionRepository;
import app.locus.upstream.credentials.repository.SealedSecret;
import app.locus.upstream.credentials.repository.StoredConnection;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Finishes a master-key rotation: at start-up, every stored API key and OAuth token pair
 * still sealed with an older master key is sealed again with the current one. Safe on
 * several nodes at once (a row changed meanwhile is left to the node that changed it).
 * Once it has run, the older key can be dropped from {@code LOCUS_PREVIOUS_MASTER_KEYS}.
 */
@Component
class MasterKeyRotation {

	private static final Logger log = LoggerFactory.getLogger(MasterKeyRotation.class);

	private static final int BATCH = 100;

	private final ApiKeyRepository keys;

	private final OAuthConnectionRepository connections;

	private final SecretCipher cipher;

	private final MasterKeyRing ring;

	MasterKeyRotation(ApiKeyRepository keys, OAuthConnectionRepository connections, SecretCipher cipher,
			MasterKeyRing ring) {
		this.keys = keys;
		this.connections = connections;
		this.cipher = cipher;
		this.ring = ring;
	}

	@EventListener(ApplicationReadyEvent.class)
	void resealOnStart() {
		Result result = resealStaleKeys();
		if (result.resealed() > 0 || result.unreadable() > 0) {
			log.info(
					"Master key {}: re-encrypted {} stored API keys and OAuth connections; {} could not be "
							+ "decrypted with any configured master key",
					ring.current().version(), result.resealed(), result.unreadable());
		}
	}

	/** Seals every stale key and token pair again with the current master key. */
	Result resealStaleKeys() {
		Result apiKeys = resealAll(after -> keys.sealedWithOtherMasterKey(ring.current().version(), after, BATCH),
				key -> key.id().value(), key -> keys.reseal(key,
						cipher.seal(cipher.open(key.secret(), key.workspace(), key.id()), key.workspace(), key.id())));
		Result tokens = resealAll(after -> connections.sealedWithOtherMasterKey(ring.current().version(), after, BATCH),
				connection -> connection.id().value(), connection -> connections.reseal(connection,
						again(connection, TokenKind.ACCESS), again(connection, TokenKind.REFRESH)));
		return new Result(apiKeys.resealed() + tokens.resealed(), apiKeys.unreadable() + tokens.unreadable());
	}

	private SealedSecret again(StoredConnection connection, TokenKind kind) {
		SealedSecret sealed = kind == TokenKind.ACCESS ? connection.liveAccessToken() : connection.liveRefreshToken();
		String token = cipher.open(sealed, connection.workspace(), connection.id(), kind);
		return cipher.seal(token, connection.workspace(), connection.id(), kind);
	}

	/**
	 * Pages through stale rows by id and re-seals each; a row that cannot be opened is
	 * counted and logged, and the others go on.
	 */
	private <T> Result resealAll(Function<String, List<T>> staleAfter, Function<T, String> id, Predicate<T> reseal) {
		int resealed = 0;
		int unreadable = 0;
		String afterId = "";
		List<T> batch;
		do {
			batch = staleAfter.apply(afterId);
			for (T row : batch) {
				try {
					if (reseal.test(row)) {
						resealed++;
					}
				}
				catch (SecretUnreadableException ex) {
					unreadable++;
					log.warn("A stored secret could not be re-sealed", ex);
				}
				afterId = id.apply(row);
			}
		}
		while (batch.size() == BATCH);
		return new Result(resealed, unreadable);
	}

	record Result(int resealed, int unreadable) {
	}

}
