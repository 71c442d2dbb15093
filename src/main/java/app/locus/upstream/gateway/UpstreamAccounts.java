package app.locus.upstream.gateway;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.LongSupplier;

import app.locus.base.WorkspaceId;

import com.fasterxml.jackson.databind.JsonNode;
import org.jspecify.annotations.Nullable;

/**
 * Which service account a call spends the rate limit of (DD162): the holder stored with
 * the key the call sends (named by the key's check, so every node knows it from the key's
 * first call); for a key stored without one, the holder named by the workspace's newest
 * account snapshot that names one; the workspace itself while neither is known. A
 * workspace moves from its own bucket to the account's only when a snapshot names the
 * holder, never in the middle of a burst because some answer named it: calls already
 * queued under the workspace's bucket would go on draining it beside the account's, up to
 * twice the rate. Snapshot look-ups are cached per node, bounded: a known holder for
 * {@link #KNOWN_FOR}, an unknown one for {@link #UNKNOWN_FOR} so that a snapshot taken
 * meanwhile is picked up soon.
 */
public final class UpstreamAccounts {

	/** The call whose answer names the account's holder ({@code data.user.id}). */
	public static final String ACCOUNT_PATH = "/v2/account";

	/**
	 * The longest holder id a snapshot keeps ({@code credit_snapshot.account_holder}).
	 */
	private static final int MAX_HOLDER_LENGTH = 100;

	static final int MAX_CACHED = 10_000;

	static final Duration KNOWN_FOR = Duration.ofMinutes(5);

	static final Duration UNKNOWN_FOR = Duration.ofSeconds(30);

	private final Function<WorkspaceId, Optional<String>> newestHolder;

	private final LongSupplier nanoTime;

	private final Map<WorkspaceId, Cached> cache = new LinkedHashMap<>(64, 0.75f, true) {

		@Override
		protected boolean removeEldestEntry(Map.Entry<WorkspaceId, Cached> eldest) {
			return size() > MAX_CACHED;
		}

	};

	/**
	 * @param newestHolder the holder named by the workspace's newest snapshot that names
	 * one
	 */
	public UpstreamAccounts(Function<WorkspaceId, Optional<String>> newestHolder, LongSupplier nanoTime) {
		this.newestHolder = newestHolder;
		this.nanoTime = nanoTime;
	}

	/** One bucket per workspace: for gateways whose workspaces have no snapshots. */
	public static UpstreamAccounts byWorkspace() {
		return new UpstreamAccounts(workspace -> Optional.empty(), System::nanoTime);
	}

	public UpstreamAccount of(WorkspaceId workspace, UpstreamCredential sent) {
		String holder = sent.accountHolder();
		return holder != null ? UpstreamAccount.heldBy(holder) : of(workspace);
	}

	UpstreamAccount of(WorkspaceId workspace) {
		long now = nanoTime.getAsLong();
		@Nullable
		Cached cached;
		synchronized (cache) {
			cached = cache.get(workspace);
		}
		if (cached != null && now - cached.until < 0) {
			return cached.account;
		}
		Optional<UpstreamAccount> held = newestHolder.apply(workspace).map(UpstreamAccount::heldBy);
		UpstreamAccount account = held.orElseGet(() -> UpstreamAccount.of(workspace));
		Duration howLong = held.isPresent() ? KNOWN_FOR : UNKNOWN_FOR;
		Cached entry = new Cached(account, now + howLong.toNanos());
		synchronized (cache) {
			cache.put(workspace, entry);
		}
		return account;
	}

	/**
	 * The account an answer names, when it is an account answer
	 * ({@code POST /v2/account}): a send paced by another bucket (the check of a key not
	 * stored yet) still counted at that account (DD162).
	 */
	static Optional<UpstreamAccount> namedBy(String path, JsonNode data) {
		return ACCOUNT_PATH.equals(path) ? holderNamedBy(data).map(UpstreamAccount::heldBy) : Optional.empty();
	}

	/**
	 * The holder an account answer ({@code POST /v2/account}) names, when it names one
	 * that fits where holders are stored.
	 */
	public static Optional<String> holderNamedBy(JsonNode accountAnswer) {
		JsonNode holder = accountAnswer.path("user").path("id");
		return Optional.of(holder.asText(""))
			.filter(id -> holder.isTextual() && !id.isBlank() && id.length() <= MAX_HOLDER_LENGTH);
	}

	private record Cached(UpstreamAccount account, long until) {
	}

}
