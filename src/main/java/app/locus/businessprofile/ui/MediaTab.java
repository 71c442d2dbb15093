package app.locus.businessprofile.ui;

import java.util.Arrays;
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
import org.jspecify.annotations.Nullable;

/**
 * The owner's photos and videos (list with thumbnails, add from a web address, change
 * category or description, delete) and the customers' media (read only).
 */
class MediaTab extends AreaTab {

	private final PagedGrid<MediaItem> media;

	private final PagedGrid<MediaItem> customerMedia;

	private final TextField sourceUrl = new TextField(getTranslation("gbp.media.source"));

	private final Select<MediaFormat> format = new Select<>();

	private final Select<MediaCategory> category = new Select<>();

	private final TextField description = new TextField(getTranslation("gbp.media.description"));

	MediaTab(EditorContext context) {
		super(context);
		media = new PagedGrid<>("media", grid(true), (limit, token) -> context
			.read(() -> context.service().media(context.workspace(), context.placeId(), limit, token)));
		customerMedia = new PagedGrid<>("customer-media", grid(false), (limit, token) -> context
			.read(() -> context.service().customerMedia(context.workspace(), context.placeId(), limit, token)));
		sourceUrl.setId("media-source");
		format.setId("media-format");
		format.setLabel(getTranslation("gbp.media.format"));
		format.setItems(MediaFormat.values());
		format.setItemLabelGenerator(this::formatName);
		format.setValue(MediaFormat.PHOTO);
		category.setId("media-category");
		category.setLabel(getTranslation("gbp.media.category"));
		category.setItems(MediaCategory.values());
		category.setItemLabelGenerator(this::categoryName);
		category.setValue(MediaCategory.ADDITIONAL);
		description.setId("media-description");
		TextLimits.limit(description, GbpText.MEDIA_DESCRIPTION);
		add(new H3(getTranslation("gbp.media.owners")), media);
		HorizontalLayout form = new HorizontalLayout(sourceUrl, format, category, description,
				button("media-create", getTranslation("gbp.media.add"), this::create));
		form.setAlignItems(Alignment.BASELINE);
		addWriting(form);
		add(new H3(getTranslation("gbp.media.customers")), customerMedia);
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
					item.description() == null ? getTranslation("gbp.media.image-alt") : item.description());
			thumbnail.setHeight("64px");
			return thumbnail;
		}).setKey("thumbnail").setHeader(getTranslation("gbp.media.thumbnail"));
		grid.addColumn(item -> item.format() == null ? "" : formatName(item.format()))
			.setHeader(getTranslation("gbp.media.format"));
		grid.addColumn(item -> categoryWords(item.category())).setHeader(getTranslation("gbp.media.category"));
		grid.addColumn(MediaItem::description).setHeader(getTranslation("gbp.media.description"));
		if (owners && context.canWrite()) {
			grid.addComponentColumn(item -> new HorizontalLayout(button("media-edit-" + item
				.mediaId(), getTranslation("gbp.action.edit"), () -> edit(item)), button(
						"media-delete-" + item.mediaId(), getTranslation("gbp.action.delete"),
						() -> context.write(new ProfileChange.DeleteMedia(item.mediaId()), List
							.of(getTranslation("gbp.media.detail", categoryWords(item.category()), item.googleUrl())),
								media::reload))))
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
		dialog.setHeaderTitle(getTranslation("gbp.media.change.title"));
		Select<MediaCategory> newCategory = new Select<>();
		newCategory.setId("media-edit-category");
		newCategory.setLabel(getTranslation("gbp.media.category"));
		newCategory.setItems(MediaCategory.values());
		newCategory.setItemLabelGenerator(this::categoryName);
		TextField newDescription = new TextField(getTranslation("gbp.media.description"));
		newDescription.setId("media-edit-description");
		TextLimits.limit(newDescription, GbpText.MEDIA_DESCRIPTION);
		newDescription.setValue(item.description() == null ? "" : item.description());
		Button save = button("media-edit-save", getTranslation("common.save"), () -> {
			dialog.close();
			context.write(
					new ProfileChange.UpdateMedia(item.mediaId(), newCategory.getValue(), newDescription.getValue()),
					media::reload);
		});
		dialog.add(newCategory, newDescription);
		dialog.getFooter().add(new Button(getTranslation("gbp.action.cancel"), event -> dialog.close()), save);
		dialog.open();
	}

	private String formatName(MediaFormat mediaFormat) {
		return getTranslation(switch (mediaFormat) {
			case PHOTO -> "gbp.media.format.photo";
			case VIDEO -> "gbp.media.format.video";
		});
	}

	/** A category in words; one the platform added since is shown by its code. */
	private String categoryWords(@Nullable String code) {
		return Arrays.stream(MediaCategory.values())
			.filter(known -> known.code().equals(code))
			.findFirst()
			.map(this::categoryName)
			.orElse(code == null ? "" : code);
	}

	private String categoryName(MediaCategory mediaCategory) {
		return getTranslation(switch (mediaCategory) {
			case COVER -> "gbp.media.category.cover";
			case PROFILE -> "gbp.media.category.profile";
			case LOGO -> "gbp.media.category.logo";
			case EXTERIOR -> "gbp.media.category.exterior";
			case INTERIOR -> "gbp.media.category.interior";
			case PRODUCT -> "gbp.media.category.product";
			case AT_WORK -> "gbp.media.category.at-work";
			case FOOD_AND_DRINK -> "gbp.media.category.food-and-drink";
			case MENU -> "gbp.media.category.menu";
			case COMMON_AREA -> "gbp.media.category.common-area";
			case ROOMS -> "gbp.media.category.rooms";
			case TEAMS -> "gbp.media.category.teams";
			case ADDITIONAL -> "gbp.media.category.additional";
		});
	}

}
