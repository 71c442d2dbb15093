package app.locus.base.i18n;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.Node;
import com.github.javaparser.ast.expr.AnnotationExpr;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.ObjectCreationExpr;
import com.github.javaparser.ast.expr.SingleMemberAnnotationExpr;
import com.github.javaparser.ast.expr.StringLiteralExpr;
import com.github.javaparser.ast.expr.TextBlockLiteralExpr;

/**
 * Finds the user-facing texts a view writes itself instead of reading them from the text
 * bundles (DD195): a string literal handed to a component that shows it ({@code new
 * Span("...")}, {@code new Button("...")}, {@code setText}, {@code setLabel},
 * {@code setHeader}, {@code Notification.show}, {@code Notices.success} and the like) or
 * written into {@code @PageTitle}, in the source of the view packages ({@code ..ui..} and
 * {@code shell}). A literal counts as text when it holds a letter and either a space or
 * starts with a capital letter: ids, CSS values, paths and bundle keys do neither.
 */
final class ViewLiterals {

	/** Methods whose string arguments a person reads. */
	private static final Set<String> SHOWING_METHODS = Set.of("setText", "setLabel", "setHeader", "setHeaderText",
			"setHeaderTitle", "setFooter", "setPlaceholder", "setHelperText", "setTitle", "setAriaLabel",
			"setTooltipText", "setErrorMessage", "setConfirmText", "setCancelText", "setRejectText", "setSummaryText",
			"setDescription", "addItem", "addTab", "showErrorMessage");

	/** Static helpers whose string arguments a person reads, by the class they are on. */
	private static final Map<String, Set<String>> SHOWING_HELPERS = Map.of("Notification", Set.of("show"), "Notices",
			Set.of("success", "error"));

	/** Calls whose arguments are the text itself, formatted. */
	private static final Set<String> FORMATTING = Set.of("format", "formatted", "join", "concat");

	/** Components whose constructors take a text a person reads. */
	private static final Set<String> SHOWING_COMPONENTS = Set.of("Span", "Button", "H1", "H2", "H3", "H4", "H5", "H6",
			"Paragraph", "Anchor", "Checkbox", "TextField", "TextArea", "PasswordField", "EmailField", "IntegerField",
			"NumberField", "BigDecimalField", "ComboBox", "MultiSelectComboBox", "DatePicker", "DateTimePicker",
			"TimePicker", "Tab", "Details", "Notification", "Text", "NativeLabel", "Label", "RouterLink", "ListItem",
			"Emphasis", "Strong", "Image", "Upload", "ConfirmDialog", "Avatar", "SideNavItem", "Badge",
			"RadioButtonGroup", "CheckboxGroup", "Select");

	private static final Set<String> SHOWING_ANNOTATIONS = Set.of("PageTitle");

	/** One text found: where, and what it says. */
	record Literal(String className, int line, String text) {

		@Override
		public String toString() {
			return className + ":" + line + " \"" + text + "\"";
		}

	}

	private final JavaParser parser = new JavaParser(
			new ParserConfiguration().setLanguageLevel(ParserConfiguration.LanguageLevel.JAVA_17));

	/** Every view class under the source root with the texts it writes, by class name. */
	Map<String, List<Literal>> in(Path sourceRoot) {
		Map<String, List<Literal>> found = new TreeMap<>();
		try (Stream<Path> files = Files.walk(sourceRoot)) {
			for (Path file : files.filter(path -> path.toString().endsWith(".java")).sorted().toList()) {
				String className = className(sourceRoot, file);
				if (isView(className)) {
					found.put(className, literals(className, file));
				}
			}
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		return found;
	}

	static boolean isView(String className) {
		String pkg = className.substring(0, Math.max(0, className.lastIndexOf('.')));
		return pkg.endsWith(".ui") || pkg.contains(".ui.") || pkg.endsWith(".shell") || pkg.contains(".shell.");
	}

	private List<Literal> literals(String className, Path file) {
		CompilationUnit unit = parse(file);
		List<Literal> literals = new ArrayList<>();
		for (MethodCallExpr call : unit.findAll(MethodCallExpr.class)) {
			if (shows(call)) {
				call.getArguments().forEach(argument -> collect(className, argument, literals));
			}
		}
		for (ObjectCreationExpr creation : unit.findAll(ObjectCreationExpr.class)) {
			if (SHOWING_COMPONENTS.contains(creation.getType().getNameAsString())) {
				creation.getArguments().forEach(argument -> collect(className, argument, literals));
			}
		}
		for (AnnotationExpr annotation : unit.findAll(AnnotationExpr.class)) {
			if (SHOWING_ANNOTATIONS.contains(annotation.getNameAsString())
					&& annotation instanceof SingleMemberAnnotationExpr single) {
				collect(className, single.getMemberValue(), literals);
			}
		}
		literals.sort((a, b) -> Integer.compare(a.line(), b.line()));
		return literals;
	}

	/**
	 * The texts in an argument, also inside concatenations and conditions, but not in a
	 * lambda's body (what it calls is looked at on its own) nor in a nested call such as
	 * a bundle lookup, whose own arguments are keys.
	 */
	private static void collect(String className, Expression argument, List<Literal> into) {
		if (argument instanceof LambdaExpr) {
			return;
		}
		if (argument instanceof MethodCallExpr nested && !FORMATTING.contains(nested.getNameAsString())) {
			// a bundle lookup or any other call: its arguments are not the text shown
			nested.getScope().ifPresent(scope -> collect(className, scope, into));
			return;
		}
		String text = argument instanceof StringLiteralExpr literal ? literal.getValue()
				: argument instanceof TextBlockLiteralExpr block ? block.getValue() : null;
		if (text != null) {
			if (readsAsText(text)) {
				into.add(new Literal(className, argument.getBegin().map(position -> position.line).orElse(0), text));
			}
			return;
		}
		for (Node child : argument.getChildNodes()) {
			if (child instanceof Expression expression) {
				collect(className, expression, into);
			}
		}
	}

	private static boolean shows(MethodCallExpr call) {
		String name = call.getNameAsString();
		if (SHOWING_METHODS.contains(name)) {
			return true;
		}
		return call.getScope()
			.map(scope -> SHOWING_HELPERS.getOrDefault(scope.toString(), Set.of()).contains(name))
			.orElse(false);
	}

	static boolean readsAsText(String literal) {
		String text = literal.strip();
		boolean hasLetter = text.codePoints().anyMatch(Character::isLetter);
		return hasLetter && (text.chars().anyMatch(Character::isWhitespace) || Character.isUpperCase(text.charAt(0)));
	}

	private CompilationUnit parse(Path file) {
		try {
			ParseResult<CompilationUnit> result = parser.parse(file);
			Optional<CompilationUnit> unit = result.getResult();
			if (!result.isSuccessful() || unit.isEmpty()) {
				throw new IllegalStateException(file + " does not parse: " + result.getProblems());
			}
			return unit.get();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private static String className(Path sourceRoot, Path file) {
		String relative = sourceRoot.relativize(file).toString().replace('\\', '/');
		return relative.substring(0, relative.length() - ".java".length()).replace('/', '.');
	}

}
