package app.locus.upgrades;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import app.locus.upgrades.Releases.Release;
import org.junit.jupiter.api.Test;

class ReleasesTest {

	@Test
	void a_release_line_names_its_commit_last_migration_and_what_it_lets_go() {
		List<Release> releases = Releases.parse(List.of("# comment", "", "2026.12.01 commit=cdc0ef2 last-migration=124",
				"2027.01.05 commit=abc1234 last-migration=131 contract-after=Agency.Old_Flag,legacy_table"));

		assertThat(releases).extracting(Release::name).containsExactly("2026.12.01", "2027.01.05");
		assertThat(releases.get(0).lastMigration()).isEqualTo("124");
		Release newest = releases.get(1);
		assertThat(newest.letsGo("agency.old_flag")).isTrue();
		assertThat(newest.letsGo("legacy_table")).isTrue();
		assertThat(newest.letsGo("legacy_table.any_column")).isTrue();
		assertThat(newest.letsGo("agency.name")).isFalse();
		assertThat(newest.letsGo("agency")).isFalse();
	}

	@Test
	void a_line_without_its_last_migration_is_refused_by_name() {
		assertThatThrownBy(() -> Releases.parse(List.of("2026.12.01 commit=cdc0ef2")))
			.hasMessageContaining("last-migration= missing");
	}

}
