package app.locus.base.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.data.renderer.LitRenderer;
import com.vaadin.flow.function.SerializableConsumer;
import com.vaadin.flow.function.ValueProvider;
import com.vaadin.flow.shared.Registration;
import org.jspecify.annotations.Nullable;
import java.io.Serializable;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;

/**
 * Pages that change shape on a phone: a table's columns fold into one column that holds a
 * whole row, so that nothing scrolls sideways at 390 px (docs/ui.md). The server learns
 * the window's width when the component is attached and again on every resize.
 * <p>
 * Vaadin keeps the browser details it read when the page loaded for the life of the UI,
 * so after a resize they name a width the window no longer has; the UI's own last resize
 * ({@link LastWidth}) is what a component attached later starts from.
 */
public final class PhoneWidth {

	/** Windows narrower than this are phones. */
	public static final int BREAKPOINT = 600;

	private static final String KEEP = "data-keep-on-phones";

	/** The values are bound, never written as HTML. */
	private static final String FOLDED = "<div style=\"white-space: normal\"><b>${item.title}</b>"
			+ "<div style=\"color: var(--lumo-secondary-text-color)\">${item.detail}</div>"
			+ "<div>${item.figures}</div></div>";

	private PhoneWidth() {
	}

	/**
	 * Shows only {@code folded} (one column that holds the whole row) on a phone, and
	 * every other column on a wider window; the folded column is hidden until the width
	 * is known.
	 */
	public static <T> void foldColumns(Grid<T> grid, Grid.Column<T> folded) {
		show(grid, folded, false);
		follow(grid, narrow -> show(grid, folded, narrow));
	}

	/**
	 * The folded column's cell: a title, a line of details and a line of figures; blank
	 * parts of a line are left out with their separator.
	 */
	public static <T> LitRenderer<T> folded(ValueProvider<T, String> title, List<ValueProvider<T, String>> detail,
			List<ValueProvider<T, String>> figures) {
		return LitRenderer.<T>of(FOLDED)
			.withProperty("title", title)
			.withProperty("detail", row -> line(row, detail))
			.withProperty("figures", row -> line(row, figures));
	}

	private static <T> String line(T row, List<ValueProvider<T, String>> parts) {
		return parts.stream()
			.map(part -> part.apply(row))
			.filter(text -> text != null && !text.isBlank())
			.collect(Collectors.joining(" · "));
	}

	static <T> void show(Grid<T> grid, Grid.Column<T> folded, boolean narrow) {
		grid.getColumns().forEach(column -> column.setVisible(column == folded ? narrow : !narrow || keeps(column)));
	}

	/**
	 * A column that stays beside the folded one on a phone (a picture, an action), marked
	 * with {@link #keepOnPhones}.
	 */
	private static boolean keeps(Grid.Column<?> column) {
		return column.getElement().hasAttribute(KEEP);
	}

	/** Keeps a column visible beside the folded one on a phone. */
	public static <T> Grid.Column<T> keepOnPhones(Grid.Column<T> column) {
		column.getElement().setAttribute(KEEP, true);
		return column;
	}

	/**
	 * Calls {@code narrow} with whether the window is a phone's once it is attached, and
	 * again each time a resize crosses the {@link #BREAKPOINT} (not on every resize, so a
	 * choice the person made in between stays), until the component is detached.
	 */
	public static void follow(Component component, SerializableConsumer<Boolean> narrow) {
		component.addAttachListener(attach -> {
			AtomicReference<@Nullable Boolean> last = new AtomicReference<>();
			SerializableConsumer<Integer> width = pixels -> {
				boolean phone = pixels < BREAKPOINT;
				if (!Boolean.valueOf(phone).equals(last.getAndSet(phone))) {
					narrow.accept(phone);
				}
			};
			UI ui = attach.getUI();
			LastWidth lastWidth = LastWidth.of(ui);
			ui.getPage()
				.retrieveExtendedClientDetails(
						details -> width.accept(lastWidth.pixels().orElse(details.getWindowInnerWidth())));
			Registration resizes = ui.getPage()
				.addBrowserWindowResizeListener(resize -> width.accept(resize.getWidth()));
			component.addDetachListener(detach -> {
				resizes.remove();
				detach.unregisterListener();
			});
		});
	}

	/**
	 * Listens for the UI's resizes from its start, so that a table attached after the
	 * window changed size starts from the width it has now ({@link WindowWidthTracking}).
	 */
	static void track(UI ui) {
		LastWidth.of(ui);
	}

	/**
	 * The window's width as the UI's last resize reported it, listened for from the UI's
	 * start (or the first component that follows the width) until the UI closes.
	 */
	private static final class LastWidth implements Serializable {

		private volatile int pixels = -1;

		static LastWidth of(UI ui) {
			LastWidth known = ComponentUtil.getData(ui, LastWidth.class);
			if (known != null) {
				return known;
			}
			LastWidth created = new LastWidth();
			ComponentUtil.setData(ui, LastWidth.class, created);
			ui.getPage().addBrowserWindowResizeListener(resize -> created.pixels = resize.getWidth());
			return created;
		}

		OptionalInt pixels() {
			int known = pixels;
			return known < 0 ? OptionalInt.empty() : OptionalInt.of(known);
		}

	}

}
