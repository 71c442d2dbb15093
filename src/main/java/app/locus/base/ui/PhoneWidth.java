package app.locus.base.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.data.renderer.LitRenderer;
import com.vaadin.flow.function.SerializableConsumer;
import com.vaadin.flow.function.SerializableSupplier;
import com.vaadin.flow.function.ValueProvider;
import com.vaadin.flow.shared.Registration;
import org.jspecify.annotations.Nullable;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Pages that change shape on a phone: a table's columns fold into one column that holds a
 * whole row, so that nothing scrolls sideways at 390 px (docs/ui.md). The server asks the
 * browser for the window's width once per UI and hears every resize after.
 * <p>
 * Vaadin keeps the browser details it read when the page loaded for the life of the UI,
 * so after a resize they name a width the window no longer has; the UI's own last resize
 * ({@link LastWidth}) is what a component attached later starts from.
 */
public final class PhoneWidth {

	/** Windows narrower than this are phones. */
	public static final int BREAKPOINT = 600;

	private static final String KEEP = "data-keep-on-phones";

	/**
	 * The values are bound, never written as HTML. A word longer than the phone's column
	 * (an operation such as "gbp.delete-post") breaks onto the next line instead of being
	 * cut.
	 */
	private static final String FOLDED = "<div style=\"white-space: normal; overflow-wrap: anywhere\"><b>${item.title}</b>"
			+ "<div style=\"color: var(--lumo-secondary-text-color)\">${item.detail}</div>"
			+ "<div>${item.figures}</div></div>";

	private PhoneWidth() {
	}

	/**
	 * Shows only the column that {@code folded} adds (one column that holds the whole
	 * row) on a phone, and every other column on a wider window. The folded column is
	 * added the first time the window is a phone's, in the place it was declared: a
	 * column kept per session costs kilobytes, and most windows never are (DD166).
	 */
	public static <T> void foldColumns(Grid<T> grid, SerializableSupplier<Grid.Column<T>> folded) {
		List<Grid.Column<T>> before = List.copyOf(grid.getColumns());
		List<Grid.Column<T>> added = new ArrayList<>(1);
		follow(grid, narrow -> {
			if (added.isEmpty() && narrow) {
				added.add(folded.get());
				List<Grid.Column<T>> order = new ArrayList<>(grid.getColumns());
				order.remove(added.get(0));
				// After the columns declared before it that were not removed since.
				order.add((int) order.stream().filter(before::contains).count(), added.get(0));
				grid.setColumnOrder(order);
			}
			if (!added.isEmpty()) {
				show(grid, added.get(0), narrow);
			}
		});
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
	 * choice the person made in between stays), until the component is detached. The UI
	 * listens to the browser once for all its components ({@link LastWidth}), not once
	 * per table (DD166).
	 */
	public static void follow(Component component, SerializableConsumer<Boolean> narrow) {
		component.addAttachListener(attach -> {
			Registration following = LastWidth.of(attach.getUI()).follow(narrow);
			component.addDetachListener(detach -> {
				following.remove();
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
	 * The window's width, as the browser reported it when asked once or as the UI's last
	 * resize reported it since, and the components that follow it. Vaadin keeps the width
	 * read at page load for the life of the UI, so it cannot tell this itself.
	 */
	private static final class LastWidth implements Serializable {

		private int pixels = -1;

		private final List<Follower> followers = new ArrayList<>(2);

		static LastWidth of(UI ui) {
			LastWidth known = ComponentUtil.getData(ui, LastWidth.class);
			if (known != null) {
				return known;
			}
			LastWidth created = new LastWidth();
			ComponentUtil.setData(ui, LastWidth.class, created);
			ui.getPage().addBrowserWindowResizeListener(resize -> created.widthIs(resize.getWidth()));
			ui.getPage().retrieveExtendedClientDetails(details -> {
				if (created.pixels < 0) {
					created.widthIs(details.getWindowInnerWidth());
				}
			});
			return created;
		}

		Registration follow(SerializableConsumer<Boolean> narrow) {
			Follower follower = new Follower(narrow);
			followers.add(follower);
			if (pixels >= 0) {
				follower.widthIs(pixels);
			}
			return () -> followers.remove(follower);
		}

		private void widthIs(int width) {
			pixels = width;
			List.copyOf(followers).forEach(follower -> follower.widthIs(width));
		}

	}

	/** One attached component's interest in whether the window is a phone's. */
	private static final class Follower implements Serializable {

		private final SerializableConsumer<Boolean> narrow;

		private @Nullable Boolean phone;

		Follower(SerializableConsumer<Boolean> narrow) {
			this.narrow = narrow;
		}

		void widthIs(int pixels) {
			boolean now = pixels < BREAKPOINT;
			if (!Boolean.valueOf(now).equals(phone)) {
				phone = now;
				narrow.accept(now);
			}
		}

	}

}
