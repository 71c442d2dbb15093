package app.locus.upstream.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import app.locus.base.WorkspaceId;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** Which account a workspace's calls are paced under (DD162). */
class UpstreamAccountsTest {

	private static final String HOLDER = "u_4711";

	private final WorkspaceId workspace = WorkspaceId.random();

	private final Map<WorkspaceId, String> snapshotHolders = new HashMap<>();

	private final AtomicInteger lookups = new AtomicInteger();

	private final AtomicLong now = new AtomicLong();

	private final UpstreamAccounts accounts = new UpstreamAccounts(ws -> {
		lookups.incrementAndGet();
		return Optional.ofNullable(snapshotHolders.get(ws));
	}, now::get);

	@Test
	void a_workspace_whose_snapshot_names_a_holder_is_paced_as_that_holders_account() {
		snapshotHolders.put(workspace, HOLDER);

		assertThat(accounts.of(workspace)).isEqualTo(new UpstreamAccount("holder:" + HOLDER));
	}

	@Test
	void a_key_stored_with_its_holder_is_paced_as_that_holders_account_whatever_the_snapshots_say() {
		snapshotHolders.put(workspace, "u_other");
		UpstreamCredential key = new UpstreamCredential("secret-4711", "key ****4711",
				UpstreamCredential.Scheme.API_KEY, "key-1", HOLDER);

		assertThat(accounts.of(workspace, key)).isEqualTo(new UpstreamAccount("holder:" + HOLDER));
		assertThat(lookups).hasValue(0);
	}

	@Test
	void a_key_stored_without_a_holder_is_paced_as_the_snapshots_holders_account() {
		snapshotHolders.put(workspace, HOLDER);

		assertThat(accounts.of(workspace, new UpstreamCredential("secret-4711", "key ****4711")))
			.isEqualTo(new UpstreamAccount("holder:" + HOLDER));
	}

	@Test
	void a_workspace_without_a_known_holder_is_paced_on_its_own() {
		assertThat(accounts.of(workspace)).isEqualTo(new UpstreamAccount("ws:" + workspace.value()));
	}

	@Test
	void an_account_answer_names_the_account_to_charge_but_does_not_move_the_workspaces_calls() throws Exception {
		accounts.of(workspace);

		assertThat(
				UpstreamAccounts.namedBy("/v2/account", json("{\"user\":{\"id\":\"" + HOLDER + "\",\"name\":\"A\"}}")))
			.contains(new UpstreamAccount("holder:" + HOLDER));
		now.addAndGet(Duration.ofHours(1).toNanos());

		assertThat(accounts.of(workspace)).isEqualTo(new UpstreamAccount("ws:" + workspace.value()));
	}

	@Test
	void other_answers_name_no_account() throws Exception {
		assertThat(UpstreamAccounts.namedBy("/v1/locations", json("{\"user\":{\"id\":\"" + HOLDER + "\"}}"))).isEmpty();
		assertThat(UpstreamAccounts.namedBy("/v2/account", json("{\"user\":{\"id\":\"\"}}"))).isEmpty();
		assertThat(UpstreamAccounts.namedBy("/v2/account", json("{\"user\":{\"id\":\"" + "u".repeat(101) + "\"}}")))
			.isEmpty();
	}

	@Test
	void the_database_is_asked_once_per_workspace_while_the_answer_is_fresh() {
		snapshotHolders.put(workspace, HOLDER);

		accounts.of(workspace);
		accounts.of(workspace);
		now.addAndGet(Duration.ofMinutes(4).toNanos());
		accounts.of(workspace);

		assertThat(lookups).hasValue(1);
	}

	@Test
	void a_snapshot_taken_after_the_first_calls_is_picked_up_within_a_minute() {
		accounts.of(workspace);
		snapshotHolders.put(workspace, HOLDER);

		now.addAndGet(Duration.ofMinutes(1).toNanos());

		assertThat(accounts.of(workspace)).isEqualTo(new UpstreamAccount("holder:" + HOLDER));
	}

	@Test
	void the_cache_holds_a_bounded_number_of_workspaces() {
		WorkspaceId first = WorkspaceId.random();
		accounts.of(first);
		for (int i = 0; i < 10_000; i++) {
			accounts.of(WorkspaceId.random());
		}
		int before = lookups.get();

		accounts.of(first);

		assertThat(lookups.get()).isEqualTo(before + 1);
	}

	private static JsonNode json(String text) throws Exception {
		return new ObjectMapper().readTree(text);
	}

}
