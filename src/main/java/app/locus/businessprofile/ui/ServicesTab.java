package app.locus.businessprofile.ui;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import app.locus.base.ValidationException;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.Notices;
import app.locus.businessprofile.ProfileChange.ChangeServices.ServicesOperation;
import app.locus.businessprofile.ProfileChange.ChangeServices;
import app.locus.upstream.api.gbp.GbpText;
import app.locus.upstream.api.gbp.Service;
import app.locus.upstream.api.gbp.ServiceItem;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.FlexComponent.Alignment;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;

/**
 * Services, free-form and structured: add, remove, and replace the whole list (the dialog
 * lists every service that would be dropped).
 */
class ServicesTab extends AreaTab {

	/** Names of this form are the platform's structured service types. */
	static final String STRUCTURED_PREFIX = "job_type_id:";

	private final Grid<Service> grid = new DirectRowsGrid<>();

	private final TextField name = new TextField(getTranslation("businessprofile.services.name", STRUCTURED_PREFIX));

	private final TextArea replacement = new TextArea(getTranslation("businessprofile.services.replacement"));

	private List<Service> current = List.of();

	ServicesTab(EditorContext context) {
		super(context);
		grid.setId("services-grid");
		grid.setAllRowsVisible(true);
		grid.addColumn(Service::displayName).setHeader(getTranslation("businessprofile.services.service"));
		grid.addColumn(service -> service.structured()
				? getTranslation("businessprofile.services.structured", service.serviceTypeId())
				: getTranslation("businessprofile.services.free-form"))
			.setHeader(getTranslation("businessprofile.services.kind"));
		if (context.canWrite()) {
			grid.addComponentColumn(
					service -> button("service-remove-" + service.name(), getTranslation("businessprofile.remove"),
							() -> context.write(
									new ChangeServices(ServicesOperation.REMOVE, List.of(item(service.name()))),
									this::load)))
				.setKey("actions")
				.setHeader("");
		}
		name.setId("service-name");
		TextLimits.limit(name, GbpText.SERVICE_NAME);
		name.setHelperText(getTranslation("businessprofile.limit", String.valueOf(GbpText.SERVICE_NAME.max())));
		name.setWidth("28em");
		replacement.setId("services-replacement");
		replacement.setWidthFull();
		add(grid);
		HorizontalLayout adding = new HorizontalLayout(name,
				button("service-add", getTranslation("businessprofile.services.add"),
						() -> change(() -> new ChangeServices(ServicesOperation.ADD, List.of(item(name.getValue()))),
								List.of())));
		adding.setAlignItems(Alignment.BASELINE);
		addWriting(adding, new H3(getTranslation("businessprofile.services.replace-title")),
				new Paragraph(getTranslation("businessprofile.services.replace-explanation")), replacement,
				button("services-replace", getTranslation("businessprofile.services.replace"), this::replace));
	}

	@Override
	void load() {
		context.read(() -> context.service().services(context.workspace(), context.placeId())).ifPresent(list -> {
			current = list;
			grid.setItems(list);
		});
	}

	private void replace() {
		List<String> names = Arrays.stream(replacement.getValue().split("\\R"))
			.map(String::strip)
			.filter(line -> !line.isEmpty())
			.toList();
		Set<String> kept = Set.copyOf(names);
		List<String> dropped = current.stream()
			.filter(service -> !kept.contains(service.name()))
			.map(service -> getTranslation("businessprofile.services.dropped", service.displayName()))
			.collect(Collectors.toList());
		if (dropped.isEmpty()) {
			dropped.add(getTranslation("businessprofile.services.none-dropped"));
		}
		change(() -> new ChangeServices(ServicesOperation.REPLACE, names.stream().map(ServicesTab::item).toList()),
				dropped);
	}

	private void change(java.util.function.Supplier<ChangeServices> build, List<String> details) {
		try {
			context.write(build.get(), details, () -> {
				name.clear();
				replacement.clear();
				load();
			});
		}
		catch (ValidationException ex) {
			Notices.error(EditorContext.message(ex));
		}
	}

	static ServiceItem item(String name) {
		String text = name == null ? "" : name.strip();
		return text.startsWith(STRUCTURED_PREFIX) ? ServiceItem.structured(text) : ServiceItem.freeForm(text);
	}

}
