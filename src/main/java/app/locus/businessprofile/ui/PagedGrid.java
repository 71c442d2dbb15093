package app.locus.businessprofile.ui;

import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;

import app.locus.upstream.api.Limit;
import app.locus.upstream.api.Page;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.orderedlayout.FlexComponent.Alignment;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.textfield.IntegerField;
import org.jspecify.annotations.Nullable;

/**
 * A list the service pages with {@code limit} and {@code next_token}: a page size from 1
 * to 100 (anything else is refused here, not clamped), the first page, and the next one
 * while there is one.
 */
class PagedGrid<T> extends VerticalLayout {

	private static final int DEFAULT_LIMIT = 20;

	private final transient BiFunction<Limit, String, Optional<Page<T>>> source;

	private final IntegerField limit = new IntegerField(getTranslation("gbp.paging.limit"));

	private final Button next = new Button(getTranslation("gbp.paging.next"));

	private final Grid<T> grid;

	private @Nullable String nextToken;

	PagedGrid(String id, Grid<T> grid, BiFunction<Limit, String, Optional<Page<T>>> source) {
		this.grid = grid;
		this.source = source;
		setPadding(false);
		grid.setId(id + "-grid");
		grid.setAllRowsVisible(true);
		limit.setId(id + "-limit");
		limit.setValue(DEFAULT_LIMIT);
		limit.setHelperText(getTranslation("gbp.paging.limit.helper"));
		Button first = new Button(getTranslation("gbp.paging.first"), event -> load(null));
		first.setId(id + "-first");
		next.setId(id + "-next");
		next.setEnabled(false);
		next.addClickListener(event -> load(nextToken));
		HorizontalLayout bar = new HorizontalLayout(limit, first, next);
		bar.setAlignItems(Alignment.BASELINE);
		add(bar, grid);
	}

	/** Shows the first page again (after a change). */
	void reload() {
		load(null);
	}

	private void load(@Nullable String token) {
		Integer size = limit.getValue();
		if (size == null || size < 1 || size > 100) {
			limit.setErrorMessage(getTranslation("gbp.paging.limit.invalid"));
			limit.setInvalid(true);
			return;
		}
		limit.setInvalid(false);
		source.apply(Limit.of(size), token).ifPresent(page -> {
			List<T> items = page.items();
			grid.setItems(items);
			nextToken = page.next().orElse(null);
			next.setEnabled(nextToken != null);
		});
	}

}
