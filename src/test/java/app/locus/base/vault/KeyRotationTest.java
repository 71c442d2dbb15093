package app.locus.base.vault;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import app.locus.base.RandomToken;
import app.locus.base.lock.LeasedLocks;
import app.locus.base.vault.repository.RotationProgressRepository;
import app.locus.support.IntegrationTest;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationEventPublisher;

/**
 * The rotation's walk over a store, with its progress in the real table: stopped midway,
 * it goes on after the last row it finished, and no value is sealed twice.
 */
@IntegrationTest
class KeyRotationTest {

	@Autowired
	RotationProgressRepository progress;

	@Autowired
	LeasedLocks locks;

	@Autowired
	ApplicationEventPublisher events;

	final SecretCipher vault = TestCiphers.of(TestCiphers.masterKey());

	@Test
	void a_rotation_stopped_midway_goes_on_where_it_stopped_and_seals_each_stale_value_once() {
		InMemoryStore store = new InMemoryStore(List.of("r01", "r02", "r04", "r05", "r07"), List.of("r03", "r06"));
		store.batchesBeforeStop = 2;

		assertThatThrownBy(() -> rotation(store).rotate(vault)).hasMessage("stopped");
		store.batchesBeforeStop = Integer.MAX_VALUE;
		KeyRotationReport resumed = rotation(store).rotate(vault);

		assertThat(store.askedAfter).containsExactly("", "r02", "r04", "r04", "r06");
		assertThat(resumed.stores().get(store.name())).isEqualTo(new KeyRotationReport.Count(2, 0));
		assertThat(store.resealings).containsOnlyKeys("r01", "r02", "r04", "r05", "r07")
			.allSatisfy((row, times) -> assertThat(times).as(row).isEqualTo(1));
	}

	@Test
	void a_finished_rotation_runs_again_from_the_start_and_finds_nothing_stale() {
		InMemoryStore store = new InMemoryStore(List.of("r01"), List.of("r02"));
		rotation(store).rotate(vault);
		store.askedAfter.clear();

		KeyRotationReport again = rotation(store).rotate(vault);

		assertThat(store.askedAfter).containsExactly("", "r02");
		assertThat(again.resealed()).isZero();
		assertThat(store.resealings).containsExactly(Map.entry("r01", 1));
	}

	private KeyRotation rotation(SealedSecretStore store) {
		return new KeyRotation(List.of(store), vault, progress, locks, events, Clock.systemUTC(), 2);
	}

	/** Rows by id, each stale (under an older key) or current; counts each re-sealing. */
	static final class InMemoryStore implements SealedSecretStore {

		final String name = "test-" + RandomToken.generate().substring(0, 20);

		final TreeMap<String, Boolean> stale = new TreeMap<>();

		final Map<String, Integer> resealings = new TreeMap<>();

		final List<String> askedAfter = new ArrayList<>();

		int batchesBeforeStop = Integer.MAX_VALUE;

		InMemoryStore(List<String> staleRows, List<String> currentRows) {
			staleRows.forEach(row -> stale.put(row, true));
			currentRows.forEach(row -> stale.put(row, false));
		}

		@Override
		public String name() {
			return name;
		}

		@Override
		public List<SealedColumn> columns() {
			return List.of();
		}

		@Override
		public ResealBatch resealBatch(String afterId, int limit, SecretCipher target) {
			askedAfter.add(afterId);
			if (batchesBeforeStop-- <= 0) {
				throw new IllegalStateException("stopped");
			}
			List<String> rows = stale.tailMap(afterId, false).keySet().stream().limit(limit).toList();
			return ResealBatch.over(name, rows, limit, row -> row, row -> {
				if (!stale.get(row)) {
					return false;
				}
				stale.put(row, false);
				resealings.merge(row, 1, Integer::sum);
				return true;
			});
		}

	}

}
