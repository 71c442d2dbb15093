package app.locus.businessprofile.ui;

import java.util.List;

import app.locus.base.ValidationException;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.Notices;
import app.locus.businessprofile.ProfileChange;
import app.locus.upstream.api.gbp.GbpText;
import app.locus.upstream.api.gbp.MediaCategory;
import app.locus.upstream.api.gbp.MediaFormat;
import app.locus.upstream.api.gbp.MediaItem;
import app.locus.upstream.api.gbp.NewMedia;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Image;
import com.vaadin.flow.component.orderedlayout.FlexComponent.Alignment;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;

/**
 * The owner's photos and videos (list with thumbnails, add from a web address, change
 * category or description, delete) and the customers' media (read only).
 */
class MediaTab extends AreaTab {

	private final PagedGrid<MediaItem> media;

	private final PagedGrid<MediaItem> customerMedia;

	private final TextField sourceUrl = new TextField("Web address of the photo or video");

	private final Select<MediaFormat> format = new Select<>();

	private final Select<MediaCategory> category = new Select<>();

	private final TextField description = new TextField("Description");

	MediaTab(EditorContext context) {
		super(context);
		media = new PagedGrid<>("media", grid(true), (limit, token) -> context
			.read(() -> context.service().media(context.workspace(), context.placeId(), limit, token)));
		customerMedia = new PagedGrid<>("customer-media", grid(false), (limit, token) -> context
			.read(() -> context.service().customerMedia(context.workspace(), context.placeId(), limit, token)));
		sourceUrl.setId("media-source");
		format.setId("media-format");
		format.setLabel("Format");
		format.setItems(MediaFormat.values());
		format.setValue(MediaFormat.PHOTO);
		category.setId("media-category");
		category.setLabel("Category");
		category.setItems(MediaCategory.values());
		category.setValue(MediaCategory.ADDITIONAL);
		description.setId("media-description");
		TextLimits.limit(description, GbpText.MEDIA_DESCRIPTION);
		add(new H3("Owner's media"), media);
		HorizontalLayout form = new HorizontalLayout(sourceUrl, format, category, description,
				button("media-create", "Add media", this::create));
		form.setAlignItems(Alignment.BASELINE);
		addWriting(form);
		add(new H3("Customers' media"), customerMedia);
	}

	@Override
	void load() {
		media.reload();
		customerMedia.reload();
	}

	private Grid<MediaItem> grid(boolean owners) {
		Grid<MediaItem> grid = new DirectRowsGrid<>();
		grid.addComponentColumn(item -> {
			Image thumbnail = new Image(item.thumbnailUrl() == null ? "" : item.thumbnailUrl(),
					item.description() == null ? "Media" : item.description());
			thumbnail.setHeight("64px");
			return thumbnail;
		}).setKey("thumbnail").setHeader("Thumbnail");
		grid.addColumn(MediaItem::format).setHeader("Format");
		grid.addColumn(MediaItem::category).setHeader("Category");
		grid.addColumn(MediaItem::description).setHeader("Description");
		if (owners && context.canWrite()) {
			grid.addComponentColumn(item -> new HorizontalLayout(
					button("media-edit-" + item.mediaId(), "Edit", () -> edit(item)),
					button("media-delete-" + item.mediaId(), "Delete",
							() -> context.write(new ProfileChange.DeleteMedia(item.mediaId()),
									List.of("Media: " + item.category() + " " + item.googleUrl()), media::reload))))
				.setKey("actions");
		}
		return grid;
	}

	private void create() {
		try {
			NewMedia item = new NewMedia(format.getValue(), category.getValue(), sourceUrl.getValue(),
					description.isEmpty() ? null : description.getValue());
			context.write(new ProfileChange.CreateMedia(item), () -> {
				sourceUrl.clear();
				description.clear();
				media.reload();
			});
		}
		catch (ValidationException ex) {
			Notices.error(EditorContext.message(ex));
		}
	}

	private void edit(MediaItem item) {
		Dialog dialog = new Dialog();
		dialog.setId("media-edit-dialog");
		dialog.setHeaderTitle("Change media");
		Select<MediaCategory> newCategory = new Select<>();
		newCategory.setId("media-edit-category");
		newCategory.setLabel("Category");
		newCategory.setItems(MediaCategory.values());
		TextField newDescription = new TextField("Description");
		newDescription.setId("media-edit-description");
		TextLimits.limit(newDescription, GbpText.MEDIA_DESCRIPTION);
		newDescription.setValue(item.description() == null ? "" : item.description());
		Button save = button("media-edit-save", "Save", () -> {
			dialog.close();
			context.write(
					new ProfileChange.UpdateMedia(item.mediaId(), newCategory.getValue(), newDescription.getValue()),
					media::reload);
		});
		dialog.add(newCategory, newDescription);
		dialog.getFooter().add(new Button("Cancel", event -> dialog.close()), save);
		dialog.open();
	}

}
