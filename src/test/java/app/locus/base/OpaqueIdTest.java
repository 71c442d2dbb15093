package app.locus.base;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;

class OpaqueIdTest {

	@Test
	void ids_are_26_characters_of_the_alphabet_and_do_not_repeat() {
		Set<String> seen = new HashSet<>();
		for (int i = 0; i < 10_000; i++) {
			String id = OpaqueId.next();
			assertThat(OpaqueId.isWellFormed(id)).as(id).isTrue();
			seen.add(id);
		}
		assertThat(seen).hasSize(10_000);
	}

	@Test
	void a_malformed_id_from_a_url_reads_as_not_found() {
		assertThatThrownBy(() -> WorkspaceId.parse("1")).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> WorkspaceId.parse("../../etc/passwd")).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> WorkspaceId.parse(null)).isInstanceOf(NotFoundException.class);
	}

}
