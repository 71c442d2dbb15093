package app.locus.upstream.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PagingTest {

	private final List<String> tokensAsked = new ArrayList<>();

	private final Map<String, Page<Integer>> pages = new java.util.HashMap<>();

	private final Function<String, Page<Integer>> fetch = token -> {
		tokensAsked.add(token);
		return pages.get(token == null ? "first" : token);
	};

	@Test
	void stream_follows_next_token_across_three_pages_until_it_is_absent() {
		pages.put("first", new Page<>(List.of(1, 2), 5, "t2"));
		pages.put("t2", new Page<>(List.of(3, 4), 5, "t3"));
		pages.put("t3", new Page<>(List.of(5), 5, null));

		assertThat(Paging.stream(fetch).toList()).containsExactly(1, 2, 3, 4, 5);
		assertThat(tokensAsked).containsExactly(null, "t2", "t3");
	}

	@Test
	void stream_fetches_a_page_only_when_it_is_reached() {
		pages.put("first", new Page<>(List.of(1, 2), 5, "t2"));
		pages.put("t2", new Page<>(List.of(3, 4), 5, "t3"));

		assertThat(Paging.stream(fetch).limit(2).toList()).containsExactly(1, 2);
		assertThat(tokensAsked).containsExactly((String) null);

		tokensAsked.clear();
		assertThat(Paging.stream(fetch).limit(3).toList()).containsExactly(1, 2, 3);
		assertThat(tokensAsked).containsExactly(null, "t2");
	}

	@Test
	void an_empty_last_page_ends_the_stream() {
		pages.put("first", new Page<>(List.of(), 0, null));
		assertThat(Paging.stream(fetch).toList()).isEmpty();
		assertThat(tokensAsked).hasSize(1);
	}

	@Test
	void a_repeated_token_stops_paging_instead_of_looping() {
		pages.put("first", new Page<>(List.of(1), 2, "same"));
		pages.put("same", new Page<>(List.of(2), 2, "same"));
		assertThatThrownBy(() -> Paging.stream(fetch).toList()).isInstanceOf(IllegalStateException.class)
			.hasMessageContaining("next_token");
	}

}
