package app.locus.base.ui;

import java.util.List;

import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridArrayUpdater;
import com.vaadin.flow.component.grid.GridArrayUpdater.UpdateQueueData;
import elemental.json.JsonValue;

/**
 * A grid whose rows reach the page as Jackson nodes. Flow 24.9 builds a grid's rows in
 * elemental JSON and, for each page of rows it sends, turns them into Jackson by writing
 * them as text and parsing the text again: 18 % of all the memory the round-trip
 * benchmark's clicks allocated (DD178). Flow 25 builds the rows in Jackson itself; this
 * class and its use of the queue Flow 24.9 marks for removal go with the move to it.
 */
public class DirectRowsGrid<T> extends Grid<T> {

	/** Vaadin's own default. */
	private static final int PAGE_SIZE = 50;

	@SuppressWarnings({ "deprecation", "removal" })
	public DirectRowsGrid() {
		super(PAGE_SIZE, DirectRowsQueue::new, new DataCommunicatorBuilder<T, GridArrayUpdater>() {
		});
	}

	@SuppressWarnings({ "deprecation", "removal" })
	private static final class DirectRowsQueue extends UpdateQueue {

		DirectRowsQueue(UpdateQueueData data, int size) {
			super(data, size);
		}

		@Override
		public void set(int start, List<JsonValue> items) {
			enqueue("$connector.set", start, ElementalToJackson.array(items));
		}

	}

}
