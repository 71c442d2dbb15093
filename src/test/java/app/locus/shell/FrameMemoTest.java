package app.locus.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import app.locus.fixtures.MutableClock;
import org.junit.jupiter.api.Test;

class FrameMemoTest {

	private final MutableClock clock = new MutableClock(Instant.parse("2026-11-29T12:00:00Z"));

	private final FrameMemo<String, String> memo = new FrameMemo<>(clock);

	private final List<String> reads = new ArrayList<>();

	private int answers;

	private String read(String key) {
		reads.add(key);
		answers++;
		return key + " #" + answers;
	}

	@Test
	void the_same_key_is_answered_from_memory_until_the_answer_is_30_seconds_old() {
		assertThat(memo.get("bakery", this::read)).isEqualTo("bakery #1");

		clock.advance(Duration.ofSeconds(29));
		assertThat(memo.get("bakery", this::read)).isEqualTo("bakery #1");

		clock.advance(Duration.ofSeconds(1));
		assertThat(memo.get("bakery", this::read)).isEqualTo("bakery #2");
		assertThat(reads).containsExactly("bakery", "bakery");
	}

	@Test
	void another_key_or_a_forget_reads_again() {
		memo.get("bakery", this::read);

		assertThat(memo.get("dental", this::read)).isEqualTo("dental #2");
		memo.forget();
		assertThat(memo.get("dental", this::read)).isEqualTo("dental #3");
		assertThat(reads).containsExactly("bakery", "dental", "dental");
	}

}
