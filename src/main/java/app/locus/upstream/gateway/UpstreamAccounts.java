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
 * Which service account a workspace's calls spend the rate limit of (DD162): the holder
 * stored with the key the call sends (named by the key's check, so every node knows it
 * from the key's first call); for a key stored without one, the holder named by the
 * workspace's newest account snapshot that names one, or the answer of the last
 * {@code POST /v2/account} this node carried for it (kept until a snapshot names one);
 * the workspace itself while neither is known. Cached per node, bounded: a known holder
 * for {@link #KNOWN_FOR}, an unknown one for {@link #UNKNOWN_FOR} so that a snapshot
 * taken meanwhile is picked up soon.
 */
public final class UpstreamAccounts {

	/** The call whose answer names the account's holder ({@code data.user.id}). */
	static final String ACCOUNT_PATH = "/v2/account";

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
		Optional<UpstreamAccount> held = newestHolder.apply(workspace)
			.map(UpstreamAccount::heldBy)
			.or(() -> Optional.ofNullable(cached).filter(Cached::held).map(Cached::account));
		UpstreamAccount account = held.orElseGet(() -> UpstreamAccount.of(workspace));
		remember(workspace, account, held.isPresent());
		return account;
	}

	/**
	 * Learns the holder from the answer to a call of the workspace, when it is an account
	 * answer: the first call with a new key is that check (DD162).
	 * @return the account of the holder learnt, if the answer named one
	 */
	Optional<UpstreamAccount> answered(WorkspaceId workspace, String path, JsonNode data) {
		if (!ACCOUNT_PATH.equals(path)) {
			return Optional.empty();
		}
		Optional<UpstreamAccount> held = holderNamedBy(data).map(UpstreamAccount::heldBy);
		held.ifPresent(account -> remember(workspace, account, true));
		return held;
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

	private void remember(WorkspaceId workspace, UpstreamAccount account, boolean held) {
		Duration howLong = held ? KNOWN_FOR : UNKNOWN_FOR;
		Cached entry = new Cached(account, held, nanoTime.getAsLong() + howLong.toNanos());
		synchronized (cache) {
			cache.put(workspace, entry);
		}
	}

	private record Cached(UpstreamAccount account, boolean held, long until) {
	}

}
