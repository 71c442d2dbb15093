package app.locus.badinput;

import static app.locus.db.Tables.UPSTREAM_API_KEY;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import app.locus.base.LocusException;
import app.locus.base.ValidationException;
import app.locus.isolation.ArgumentMakers;
import app.locus.isolation.ArgumentMakers.Sources;
import app.locus.isolation.MarkedWorld;
import app.locus.isolation.MarkedWorld.MarkedWorkspace;
import app.locus.isolation.ServiceMethods;
import app.locus.isolation.ServiceMethods.ServiceMethod;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.TestTenants;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.credentials.ApiKeyService;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/**
 * The bad-input sweep at the service boundary (issue 8): every text and number a service
 * method takes, directly or as a component of its input record, is tried with the hostile
 * values of {@link BadValues}, one at a time with every other argument valid, as the
 * workspace's agency admin. Each attempt must end with a typed refusal whose message is
 * meant for a person (a {@link ValidationException} with a message per field, or another
 * typed error; never an untyped exception, which the person would see as a server error,
 * and never SQL or a stack trace in the message), a refused attempt must leave the
 * tenant's stored data as it was, and an accepted value must be stored whole (not cut or
 * mangled). Slots are found reflectively, so a new method or input field is swept without
 * editing this test.
 */
@IntegrationTest
class BadInputSweepTest {

	private static final Pattern TECHNICAL = Pattern.compile(
			"(?i)sqlstate|jdbc|jooq|\\bselect\\b.*\\bfrom\\b|exception|\\bat (app|java|org)\\.|java\\.|nullpointer");

	/** Services run by the system or before sign-in, whose inputs no person types. */
	private static final Set<String> NOT_SWEPT = Set.of("AgencyProvisioning", "LoginThrottle",
			"CampaignReconciliation");

	@Autowired
	ApplicationContext context;

	@Autowired
	ApiKeyService keys;

	@Autowired
	DSLContext db;

	private String stored;

	/** One place a value goes: a parameter, or a component of a record parameter. */
	record Slot(int parameter, RecordComponent component, Class<?> type, String name) {

		String key(Object[] base) {
			return component == null ? name : base[parameter].getClass().getName() + "." + component.getName();
		}

		Object[] with(Object[] base, Object value) throws InvocationTargetException {
			Object[] arguments = base.clone();
			if (component == null) {
				arguments[parameter] = value;
				return arguments;
			}
			Object record = base[parameter];
			RecordComponent[] components = record.getClass().getRecordComponents();
			Object[] values = new Object[components.length];
			for (int i = 0; i < components.length; i++) {
				values[i] = components[i].getName().equals(component.getName())
						? component.getType() == List.class ? (value == null ? null : List.of(value)) : value
						: read(components[i], record);
			}
			try {
				var constructor = record.getClass()
					.getDeclaredConstructor(
							Arrays.stream(components).map(RecordComponent::getType).toArray(Class[]::new));
				constructor.setAccessible(true);
				arguments[parameter] = constructor.newInstance(values);
			}
			catch (ReflectiveOperationException ex) {
				if (ex instanceof InvocationTargetException refused) {
					throw refused;
				}
				throw new IllegalStateException(ex);
			}
			return arguments;
		}

	}

	private static Object read(RecordComponent component, Object record) {
		try {
			component.getAccessor().setAccessible(true);
			return component.getAccessor().invoke(record);
		}
		catch (ReflectiveOperationException ex) {
			throw new IllegalStateException(ex);
		}
	}

	@TestFactory
	List<DynamicTest> every_service_input_refuses_bad_values_clearly_and_keeps_stored_data() throws Exception {
		MarkedWorld world = MarkedWorld.get(context);
		ArgumentMakers makers = new ArgumentMakers(world, context);
		StoredText storedText = new StoredText(db);
		List<ServiceMethod> methods = ServiceMethods.matching(context, new ArrayList<>(),
				method -> !NOT_SWEPT.contains(method.getDeclaringClass().getSimpleName())
						&& Arrays.stream(method.getParameterTypes()).anyMatch(BadInputSweepTest::mayHoldInput));
		List<DynamicTest> cases = new ArrayList<>();
		int slots = 0;
		Set<String> swept = new HashSet<>();
		offline(world.subject);
		for (ServiceMethod method : methods) {
			Object[] base;
			try {
				base = makers.make(method.method(), new Sources(world.subject, world.subject));
			}
			catch (ArgumentMakers.MissingMaker missing) {
				cases.add(DynamicTest.dynamicTest(method.label() + " can be swept", () -> {
					throw missing;
				}));
				continue;
			}
			for (Slot slot : slots(method.method(), base)) {
				// a slot shared by several methods of a service (a place id, an input
				// record's
				// field) is swept once, at its first method
				if (!swept.add(method.method().getDeclaringClass().getName() + " " + slot.key(base))) {
					continue;
				}
				slots++;
				for (BadValues value : values(slot)) {
					cases.add(DynamicTest.dynamicTest(
							method.label() + " " + slot.name() + " = " + value + " is refused clearly or kept whole",
							() -> attempt(world.subject, storedText, method, slot, base, value)));
				}
			}
		}
		offline(world.subject);
		System.out.printf("Bad-input sweep: %d cases over %d input slots of %d service methods%n", cases.size(), slots,
				methods.size());
		return cases;
	}

	private void attempt(MarkedWorkspace tenant, StoredText storedText, ServiceMethod method, Slot slot, Object[] base,
			BadValues value) throws Exception {
		String where = method.label() + " " + slot.name() + " = " + value;
		if (stored == null) {
			stored = storedText.of(tenant.agency(), tenant.workspace());
		}
		Throwable refusal = null;
		TestTenants.signIn(tenant.owner());
		try {
			// an input record may refuse the value itself, as the form's binder would see
			// it
			method.method().invoke(method.bean(), slot.with(base, value.value()));
		}
		catch (InvocationTargetException ex) {
			refusal = ex.getCause();
		}
		finally {
			TestTenants.signOut();
			offline(tenant);
		}
		String after = storedText.of(tenant.agency(), tenant.workspace());
		String before = stored;
		stored = after;
		if (refusal instanceof UpstreamException.NoCredential) {
			// it passed every check made before calling the service (which has no key
			// here); what the call's failure records (a failed proposal) is not damage
			return;
		}
		if (refusal == null) {
			MarkedWorld.get(context).repair(db);
			offline(tenant);
			stored = null;
			assertThat(value.value()).as("ACCEPTED 1 MB: %s was accepted", where).isNotEqualTo(BadValues.ONE_MEGABYTE);
			if (value.fragment() != null && after.contains(value.fragment())) {
				assertThat(after).as("MANGLED: %s was stored, but not whole", where)
					.contains(((String) value.value()).strip());
			}
			return;
		}
		if (!(refusal instanceof LocusException)) {
			throw new AssertionError(
					"UNTYPED: " + where + " ended with an untyped error (a server error for the person)", refusal);
		}
		assertUnchanged(before, after, where + " was refused");
		assertThat(refusal.getMessage()).as("UNCLEAR: the message refusing %s", where)
			.isNotBlank()
			.doesNotContainPattern(TECHNICAL);
		if (refusal instanceof ValidationException invalid) {
			assertThat(invalid.fieldErrors()).as("UNCLEAR: field errors refusing %s", where).isNotEmpty();
			for (Map.Entry<String, String> error : invalid.fieldErrors().entrySet()) {
				assertThat(error.getKey()).as("UNCLEAR: field name refusing %s", where).isNotBlank();
				assertThat(error.getValue()).as("UNCLEAR: message for %s refusing %s", error.getKey(), where)
					.isNotBlank()
					.doesNotContainPattern(TECHNICAL)
					.hasSizeLessThan(500);
			}
		}
	}

	/**
	 * Takes the tenant's API keys out of use for the sweep: a value that passes
	 * validation then ends at the gateway with {@code NoCredential} instead of waiting
	 * for the service's rate limit (5 calls a second per account) hundreds of times.
	 */
	private void offline(MarkedWorkspace tenant) {
		db.update(UPSTREAM_API_KEY)
			.set(UPSTREAM_API_KEY.REVOKED_AT, UPSTREAM_API_KEY.CREATED_AT)
			.where(UPSTREAM_API_KEY.WORKSPACE_ID.eq(tenant.workspace().value())
				.and(UPSTREAM_API_KEY.REVOKED_AT.isNull()))
			.execute();
	}

	@AfterEach
	void keysBackInUse() {
		MarkedWorkspace tenant = MarkedWorld.get(context).subject;
		db.update(UPSTREAM_API_KEY)
			.setNull(UPSTREAM_API_KEY.REVOKED_AT)
			.where(UPSTREAM_API_KEY.ID.eq(tenant.key().id().value()))
			.execute();
	}

	private static void assertUnchanged(String before, String after, String what) {
		if (!before.equals(after)) {
			List<String> was = List.of(before.split("\n"));
			String changed = Arrays.stream(after.split("\n"))
				.filter(line -> !was.contains(line))
				.findFirst()
				.orElse("(a row is gone)");
			throw new AssertionError("DAMAGED: " + what + ", but the stored data changed: "
					+ changed.substring(0, Math.min(300, changed.length())));
		}
	}

	private static boolean mayHoldInput(Class<?> type) {
		return isSlotType(type) || type.isRecord() && type.getName().startsWith("app.locus.")
				|| type.isInterface() && type.isSealed();
	}

	private static boolean isSlotType(Class<?> type) {
		return type == String.class || type == Integer.class || type == int.class || type == Long.class
				|| type == long.class || type == BigDecimal.class;
	}

	/**
	 * The slots of a method, records taken from the made argument (a sealed type's case).
	 */
	private static List<Slot> slots(Method method, Object[] base) {
		List<Slot> slots = new ArrayList<>();
		var parameters = method.getParameters();
		for (int i = 0; i < parameters.length; i++) {
			Class<?> type = parameters[i].getType();
			if (isSlotType(type)) {
				slots.add(new Slot(i, null, type, parameters[i].getName()));
			}
			else if (isInputRecord(base[i])) {
				for (RecordComponent component : base[i].getClass().getRecordComponents()) {
					Class<?> componentType = isTextList(component) ? String.class : component.getType();
					if (isSlotType(componentType)) {
						slots.add(new Slot(i, component, componentType,
								parameters[i].getName() + "." + component.getName()));
					}
				}
			}
		}
		return slots;
	}

	/**
	 * A record of the application that is not a typed id (ids are swept by the matrix).
	 */
	private static boolean isInputRecord(Object argument) {
		if (argument == null || !argument.getClass().isRecord()
				|| !argument.getClass().getName().startsWith("app.locus.")) {
			return false;
		}
		String name = argument.getClass().getSimpleName();
		return !name.endsWith("Id") && !name.endsWith("Key") && !Modifier.isPrivate(argument.getClass().getModifiers());
	}

	private static boolean isTextList(RecordComponent component) {
		return component.getType() == List.class && component.getGenericType() instanceof ParameterizedType list
				&& list.getActualTypeArguments()[0] == String.class;
	}

	private static List<BadValues> values(Slot slot) {
		if (slot.type() != String.class) {
			return BadValues.numbers(slot.type());
		}
		List<BadValues> values = new ArrayList<>(BadValues.texts());
		values.addAll(BadValues.formatted(slot.name()));
		return values;
	}

}
