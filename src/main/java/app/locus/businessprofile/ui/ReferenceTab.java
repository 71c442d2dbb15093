package app.locus.businessprofile.ui;

import app.locus.base.ui.DirectRowsGrid;
import app.locus.upstream.api.gbp.GbpText;
import app.locus.upstream.api.gbp.NamedItem;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.orderedlayout.FlexComponent.Alignment;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;

/** The platform's categories and chains matching a term (e.g. for a primary category). */
class ReferenceTab extends AreaTab {

	private final TextField term = new TextField(getTranslation("gbp.reference.term"));

	private final Grid<NamedItem> results = new DirectRowsGrid<>();

	ReferenceTab(EditorContext context) {
		super(context);
		term.setId("reference-term");
		TextLimits.limit(term, GbpText.SEARCH_TERM);
		results.setId("reference-results");
		results.setAllRowsVisible(true);
		results.addColumn(NamedItem::displayName).setHeader(getTranslation("gbp.reference.column.name"));
		results.addColumn(NamedItem::name).setHeader(getTranslation("gbp.reference.column.identifier"));
		HorizontalLayout bar = new HorizontalLayout(term,
				button("reference-categories", getTranslation("gbp.reference.categories"), () -> context
					.read(() -> context.service().categories(context.workspace(), context.placeId(), term.getValue()))
					.ifPresent(results::setItems)),
				button("reference-chains", getTranslation("gbp.reference.chains"),
						() -> context.read(
								() -> context.service().chains(context.workspace(), context.placeId(), term.getValue()))
							.ifPresent(results::setItems)));
		bar.setAlignItems(Alignment.BASELINE);
		add(bar, results);
	}

	@Override
	void load() {
		// searched on demand
	}

}
