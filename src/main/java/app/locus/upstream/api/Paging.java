package app.locus.upstream.api;

import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Function;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

import org.jspecify.annotations.Nullable;

/**
 * Walks a list endpoint page by page with {@code next_token}, fetching each page only
 * when the stream reaches it and stopping when no token comes back.
 */
public final class Paging {

	private Paging() {
	}

	/**
	 * Items of every page, lazily.
	 * @param fetchPage fetches the page for a token (null for the first page)
	 * @throws IllegalStateException while streaming, when the service hands back the
	 * token it was just given (which would loop for ever)
	 */
	public static <T> Stream<T> stream(Function<@Nullable String, Page<T>> fetchPage) {
		Iterator<Page<T>> pages = new PageIterator<>(fetchPage);
		return StreamSupport.stream(Spliterators.spliteratorUnknownSize(pages, Spliterator.ORDERED), false)
			.flatMap(page -> page.items().stream());
	}

	private static final class PageIterator<T> implements Iterator<Page<T>> {

		private final Function<@Nullable String, Page<T>> fetchPage;

		private @Nullable Page<T> last;

		PageIterator(Function<@Nullable String, Page<T>> fetchPage) {
			this.fetchPage = fetchPage;
		}

		@Override
		public boolean hasNext() {
			return last == null || last.hasNext();
		}

		@Override
		public Page<T> next() {
			if (!hasNext()) {
				throw new NoSuchElementException();
			}
			String token = last == null ? null : last.nextToken();
			Page<T> page = fetchPage.apply(token);
			if (token != null && token.equals(page.nextToken())) {
				throw new IllegalStateException("The service repeated next_token; paging stopped");
			}
			last = page;
			return page;
		}

	}

}
