package app.locus.badinput;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

import app.locus.base.LocusException;
import app.locus.base.ValidationException;
import app.locus.businessprofile.BusinessProfileService;
import app.locus.businessprofile.ProfileChange;
import app.locus.isolation.ArgumentMakers;
import app.locus.isolation.ArgumentMakers.Sources;
import app.locus.isolation.MarkedWorld;
import app.locus.isolation.MarkedWorld.MarkedWorkspace;
import app.locus.isolation.ServiceMethods;
import app.locus.isolation.ServiceMethods.ServiceMethod;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.TestTenants;
import app.locus.upstream.UpstreamException;
import app.locus.simulator.Simulator;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
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
 * editing this test; every case of a business-profile change is swept
 * ({@link ChangeSamples}), with one code point over each text's declared limit
 * ({@link DeclaredTextLimits}, DD125).
 * <p>
 * The workspace calls the service with its real key, and the simulator behind it records
 * every request ({@link UpstreamRecorder}), so every case reaches the service's own
 * validation (issue 16): a case that ends at "no API key" fails, and so does a value that
 * Locus refused only after sending it, or that the service had to refuse for Locus.
 */
@IntegrationTest
class BadInputSweepTest {

	private static final Pattern TECHNICAL = Pattern.compile(
			"(?i)sqlstate|jdbc|jooq|\\bselect\\b.*\\bfrom\\b|exception|\\bat (app|java|org)\\.|java\\.|nullpointer");

	private static final Pattern OPAQUE_TOKEN = Pattern.compile("[\\x21-\\x7E]{1,512}");

	/** Services run by the system or before sign-in, whose inputs no person types. */
	private static final Set<String> NOT_SWEPT = Set.of("AgencyProvisioning", "LoginThrottle",
			"CampaignReconciliation");

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	private static final Map<String, Integer> OUTCOMES = new TreeMap<>();

	private String stored;

	private UpstreamRecorder upstream;

	@BeforeEach
	void record() {
		upstream = new UpstreamRecorder(context.getBean(Simulator.class));
	}

	@AfterEach
	void stopRecording() {
		upstream.close();
	}

	/**
	 * One place a value goes: a parameter, or somewhere inside a record parameter (a
	 * component, the element of a list, the value under a map key), as a path of steps.
	 */
	record Slot(int parameter, List<Step> path, Class<?> type, String name, String key) {

		Object[] with(Object[] base, Object value) throws InvocationTargetException {
			Object[] arguments = base.clone();
			arguments[parameter] = put(base[parameter], path, value);
			return arguments;
		}

	}

	/** One step into a value. */
	sealed interface Step {

		/** The named component of a record. */
		record Component(RecordComponent component) implements Step {
		}

		/** The one element of a list. */
		record Element() implements Step {
		}

		/** The value under a map key. */
		record Entry(Object key) implements Step {
		}

	}

	/** The value with the end of the path replaced, rebuilt through each constructor. */
	private static Object put(Object target, List<Step> path, Object value) throws InvocationTargetException {
		if (path.isEmpty()) {
			return value;
		}
		List<Step> rest = path.subList(1, path.size());
		Step step = path.get(0);
		if (step instanceof Step.Element) {
			if (rest.isEmpty()) {
				return value == null ? null : List.of(value);
			}
			return List.of(put(((List<?>) target).get(0), rest, value));
		}
		if (step instanceof Step.Entry entry) {
			Map<Object, Object> map = new HashMap<>((Map<?, ?>) target);
			map.put(entry.key(), put(map.get(entry.key()), rest, value));
			return map;
		}
		RecordComponent component = ((Step.Component) step).component();
		return rebuild(target, component, put(read(component, target), rest, value));
	}

	private static Object rebuild(Object record, RecordComponent changed, Object newValue)
			throws InvocationTargetException {
		RecordComponent[] components = record.getClass().getRecordComponents();
		Object[] values = new Object[components.length];
		for (int i = 0; i < components.length; i++) {
			values[i] = components[i].getName().equals(changed.getName()) ? newValue : read(components[i], record);
		}
		try {
			var constructor = record.getClass()
				.getDeclaredConstructor(Arrays.stream(components).map(RecordComponent::getType).toArray(Class[]::new));
			constructor.setAccessible(true);
			return constructor.newInstance(values);
		}
		catch (ReflectiveOperationException ex) {
			if (ex instanceof InvocationTargetException refused) {
				throw refused;
			}
			throw new IllegalStateException(ex);
		}
	}

	@TestFactory
	List<DynamicTest> every_service_input_refuses_bad_values_clearly_and_keeps_stored_data() throws Exception {
		MarkedWorld world = MarkedWorld.get(context);
		ArgumentMakers makers = new ArgumentMakers(world, context);
		StoredText storedText = new StoredText(db);
		Map<Class<?>, List<Object>> cases = ChangeSamples.of(context.getBean(BusinessProfileService.class),
				world.subject);
		List<ServiceMethod> methods = ServiceMethods.matching(context, new ArrayList<>(),
				method -> !NOT_SWEPT.contains(method.getDeclaringClass().getSimpleName())
						&& Arrays.stream(method.getParameterTypes()).anyMatch(BadInputSweepTest::mayHoldInput));
		List<DynamicTest> tests = new ArrayList<>();
		int slots = 0;
		Set<String> swept = new HashSet<>();
		for (ServiceMethod method : methods) {
			Object[] made;
			try {
				made = makers.make(method.method(), new Sources(world.subject, world.subject));
			}
			catch (ArgumentMakers.MissingMaker missing) {
				tests.add(DynamicTest.dynamicTest(method.label() + " can be swept", () -> {
					throw missing;
				}));
				continue;
			}
			for (Object[] base : everyCase(method.method(), made, cases, tests)) {
				for (Slot slot : slots(method.method(), base)) {
					// a slot shared by several methods of a service (a place id, an input
					// record's field) is swept once, at its first method
					if (!swept.add(method.method().getDeclaringClass().getName() + " " + slot.key())) {
						continue;
					}
					slots++;
					Optional<Integer> limit = DeclaredTextLimits.of(slot.key());
					if (limit.isEmpty() && slot.type() == String.class && insideChange(method.method(), slot)) {
						tests.add(DynamicTest.dynamicTest(method.label() + " " + slot.name() + " has a limit", () -> {
							throw new AssertionError("UNDECLARED: " + slot.key() + " (" + method.label() + " "
									+ slot.name() + ") is a text of a business-profile change without a "
									+ "length limit in DeclaredTextLimits (DD125)");
						}));
					}
					for (BadValues value : values(slot, base, limit)) {
						tests.add(DynamicTest.dynamicTest(
								method.label() + " " + slot.name() + " = " + value
										+ " is refused clearly or kept whole",
								() -> attempt(world.subject, storedText, method, slot, base, value)));
					}
				}
			}
		}
		System.out.printf("Bad-input sweep: %d cases over %d input slots of %d service methods%n", tests.size(), slots,
				methods.size());
		return tests;
	}

	/**
	 * The made arguments, once per case of a sealed parameter that {@link ChangeSamples}
	 * knows (every case must be there), else as made.
	 */
	private static List<Object[]> everyCase(Method method, Object[] made, Map<Class<?>, List<Object>> cases,
			List<DynamicTest> tests) {
		List<Object[]> bases = new ArrayList<>();
		Class<?>[] types = method.getParameterTypes();
		for (int i = 0; i < types.length; i++) {
			List<Object> samples = cases.get(types[i]);
			if (samples == null) {
				continue;
			}
			Set<Class<?>> sampled = new HashSet<>();
			for (Object sample : samples) {
				Object[] base = made.clone();
				base[i] = sample;
				bases.add(base);
				sampled.add(sample.getClass());
			}
			for (Class<?> permitted : types[i].getPermittedSubclasses()) {
				if (!sampled.contains(permitted)) {
					tests.add(DynamicTest
						.dynamicTest(method.getName() + " " + permitted.getSimpleName() + " can be swept", () -> {
							throw new AssertionError("MISSING CASE: ChangeSamples has no " + permitted.getName());
						}));
				}
			}
		}
		return bases.isEmpty() ? List.<Object[]>of(made) : bases;
	}

	private static int occurrences(String text, String fragment) {
		int count = 0;
		for (int at = text.indexOf(fragment); at >= 0; at = text.indexOf(fragment, at + fragment.length())) {
			count++;
		}
		return count;
	}

	private static boolean insideChange(Method method, Slot slot) {
		return ProfileChange.class.isAssignableFrom(method.getParameterTypes()[slot.parameter()]);
	}

	private void attempt(MarkedWorkspace tenant, StoredText storedText, ServiceMethod method, Slot slot, Object[] base,
			BadValues value) throws Exception {
		String where = method.label() + " " + slot.name() + " = " + value;
		if (stored == null) {
			stored = storedText.of(tenant.agency(), tenant.workspace());
		}
		Throwable refusal = null;
		upstream.clear();
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
		}
		String after = storedText.of(tenant.agency(), tenant.workspace());
		String before = stored;
		stored = after;
		OUTCOMES.merge(refusal == null ? "accepted" : refusal.getClass().getSimpleName(), 1, Integer::sum);
		if (refusal instanceof UpstreamException.NoCredential) {
			throw new AssertionError("NO CREDENTIAL: " + where + " ended at \"no API key\" and never reached the "
					+ "service's validation, though the workspace has a working key", refusal);
		}
		List<String> carriers = upstream.carrying(value.value());
		if (refusal instanceof LocusException && !(refusal instanceof UpstreamException)) {
			assertThat(carriers).as("SENT: %s was refused by Locus, but only after the service received it", where)
				.isEmpty();
		}
		if (refusal instanceof UpstreamException.BadRequest && !judgedOnlyByTheService(slot, value)) {
			assertThat(carriers)
				.as("LEFT TO THE SERVICE: the service refused %s, which Locus sent without checking", where)
				.isEmpty();
		}
		if (value.limit() != null) {
			assertOverLimitRefused(where, refusal, value);
		}
		if (refusal == null) {
			MarkedWorld.get(context).repair(db);
			stored = null;
			assertThat(value.value()).as("ACCEPTED 1 MB: %s was accepted", where).isNotEqualTo(BadValues.ONE_MEGABYTE);
			// only a copy this attempt stored counts: a value an earlier attempt left
			// (escaped
			// in an audit entry's JSON, say) is no mangling by this method
			if (value.fragment() != null
					&& occurrences(after, value.fragment()) > occurrences(before, value.fragment())) {
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
	 * A next-page token that could be one (printable ASCII without spaces, at most 512):
	 * whether the service gave it, only the service can say, as for an id.
	 */
	private static boolean judgedOnlyByTheService(Slot slot, BadValues value) {
		return slot.name().endsWith("nextToken") && value.value() instanceof String token
				&& OPAQUE_TOKEN.matcher(token).matches();
	}

	/**
	 * One code point over the declared limit is refused by Locus, naming the limit;
	 * exactly the limit in 4-byte characters is never refused for its length.
	 */
	private static void assertOverLimitRefused(String where, Throwable refusal, BadValues value) {
		String limit = "at most " + value.limit() + " ";
		List<String> messages = refusal instanceof ValidationException invalid
				? List.copyOf(invalid.fieldErrors().values()) : List.of();
		if (value.overLimit()) {
			assertThat(refusal).as("OVER THE LIMIT: %s was not refused by Locus's own validation", where)
				.isInstanceOf(ValidationException.class);
			assertThat(messages).as("OVER THE LIMIT: the refusal of %s names the limit", where)
				.anyMatch(message -> message.contains(limit));
		}
		else {
			assertThat(messages).as("CODE POINTS: %s is within the limit counted in code points", where)
				.noneMatch(message -> message.contains(limit));
		}
	}

	@AfterAll
	static void report() {
		int total = OUTCOMES.values().stream().mapToInt(Integer::intValue).sum();
		System.out.printf("Bad-input sweep outcomes: %s; %d of %d cases reached the service's validation%n", OUTCOMES,
				total - OUTCOMES.getOrDefault("NoCredential", 0), total);
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

	private static Object read(RecordComponent component, Object record) {
		try {
			component.getAccessor().setAccessible(true);
			return component.getAccessor().invoke(record);
		}
		catch (ReflectiveOperationException ex) {
			throw new IllegalStateException(ex);
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
				slots.add(new Slot(i, List.of(), type, parameters[i].getName(), parameters[i].getName()));
			}
			else if (isInputRecord(base[i])) {
				inside(base[i], i, List.of(), parameters[i].getName(), slots, 0);
			}
		}
		return slots;
	}

	/**
	 * The slots inside a record: its text and number components, the texts of a list of
	 * texts, the texts of a map under each of its (enum) keys, and the same within
	 * records it holds (alone or first in a list).
	 */
	private static void inside(Object record, int parameter, List<Step> path, String name, List<Slot> slots,
			int depth) {
		String owner = record.getClass().getSimpleName();
		for (RecordComponent component : record.getClass().getRecordComponents()) {
			List<Step> here = append(path, new Step.Component(component));
			String named = name + "." + component.getName();
			String key = owner + "." + component.getName();
			Object value = read(component, record);
			Type[] arguments = component.getGenericType() instanceof ParameterizedType generic
					? generic.getActualTypeArguments() : new Type[0];
			if (isSlotType(component.getType())) {
				slots.add(new Slot(parameter, here, component.getType(), named, key));
			}
			else if (component.getType() == List.class && arguments[0] == String.class) {
				slots.add(new Slot(parameter, append(here, new Step.Element()), String.class, named, key));
			}
			else if (component.getType() == List.class && value instanceof List<?> list && !list.isEmpty()
					&& isInputRecord(list.get(0)) && depth < 3) {
				inside(list.get(0), parameter, append(here, new Step.Element()), named + "[0]", slots, depth + 1);
			}
			else if (component.getType() == Map.class && arguments[0] instanceof Class<?> keys && keys.isEnum()
					&& arguments[1] == String.class) {
				for (Object constant : keys.getEnumConstants()) {
					slots.add(new Slot(parameter, append(here, new Step.Entry(constant)), String.class,
							named + "[" + constant + "]", key + "[" + constant + "]"));
				}
			}
			else if (isInputRecord(value) && depth < 3) {
				inside(value, parameter, here, named, slots, depth + 1);
			}
		}
	}

	private static List<Step> append(List<Step> path, Step step) {
		List<Step> longer = new ArrayList<>(path);
		longer.add(step);
		return List.copyOf(longer);
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

	private static List<BadValues> values(Slot slot, Object[] base, Optional<Integer> limit) {
		if (slot.type() != String.class) {
			return BadValues.numbers(slot.type());
		}
		List<BadValues> values = new ArrayList<>(BadValues.texts());
		values.addAll(BadValues.formatted(slot.name()));
		limit.ifPresent(max -> values.addAll(BadValues.aroundLimit(validText(slot, base), max)));
		return values;
	}

	/** The text the made argument holds in the slot (a valid one), or a plain word. */
	private static String validText(Slot slot, Object[] base) {
		Object value = base[slot.parameter()];
		for (Step step : slot.path()) {
			if (step instanceof Step.Component component) {
				value = read(component.component(), value);
			}
			else if (step instanceof Step.Entry entry) {
				value = ((Map<?, ?>) value).get(entry.key());
			}
			else {
				value = value instanceof List<?> list && !list.isEmpty() ? list.get(0) : null;
			}
			if (value == null) {
				return "Text";
			}
		}
		return value instanceof String text && !text.isBlank() ? text : "Text";
	}

}
