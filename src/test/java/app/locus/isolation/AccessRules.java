package app.locus.isolation;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import app.locus.base.ForbiddenException;
import app.locus.security.CurrentUser;
import app.locus.tenancy.WorkspaceAccess;
import org.springframework.asm.ClassReader;
import org.springframework.asm.ClassVisitor;
import org.springframework.asm.Handle;
import org.springframework.asm.MethodVisitor;
import org.springframework.asm.Opcodes;
import org.springframework.asm.Type;

/**
 * Reads a service method's documented access rule from its byte code: the
 * {@link WorkspaceAccess} check it reaches first (following calls into the application's
 * own classes), or a bare {@link CurrentUser} sign-in check, and whether it may refuse
 * further with a {@link ForbiddenException} of its own. So the matrix derives who may
 * call a method from the method itself, never from a hand-kept list.
 */
final class AccessRules {

	/** The access check a method starts with. */
	enum Check {

		/** {@code requireRead}: whoever may see the workspace. */
		READ,
		/** {@code requireWrite}: whoever may see it, except client viewers. */
		WRITE,
		/** {@code requireAdmin}: the admin of the workspace's agency. */
		ADMIN,
		/** {@code requireAgencyAdmin}: an agency admin, for their own agency's data. */
		AGENCY_ADMIN,
		/**
		 * Only {@code CurrentUser.require()}: any signed-in person, scoped by their
		 * agency.
		 */
		SIGNED_IN

	}

	/**
	 * @param check the first check reached, null when none
	 * @param mayRefuseFurther the method may throw a {@link ForbiddenException} of its
	 * own after the check (a setting, a role rule)
	 */
	record Rule(Check check, boolean mayRefuseFurther) {

	}

	private static final String ACCESS = Type.getInternalName(WorkspaceAccess.class);

	private static final String CURRENT_USER = Type.getInternalName(CurrentUser.class);

	private static final int DEPTH = 6;

	private final Map<String, Map<String, List<Step>>> classes = new HashMap<>();

	/** One instruction that matters: a call, a lambda's body or a {@code new}. */
	private record Step(String owner, String name, String descriptor, boolean creates) {

	}

	Rule of(Method method) {
		Walk walk = new Walk();
		walk.visit(Type.getInternalName(method.getDeclaringClass()), method.getName(), Type.getMethodDescriptor(method),
				0);
		Check check = walk.first != null ? walk.first : walk.signedIn ? Check.SIGNED_IN : null;
		return new Rule(check, walk.refuses);
	}

	private final class Walk {

		private Check first;

		private boolean signedIn;

		private boolean refuses;

		private final Set<String> seen = new HashSet<>();

		void visit(String owner, String name, String descriptor, int depth) {
			if (depth > DEPTH || !seen.add(owner + "." + name + descriptor)) {
				return;
			}
			for (Step step : steps(owner, name, descriptor)) {
				if (step.creates()) {
					refuses |= isForbidden(step.owner());
				}
				else if (step.owner().equals(ACCESS)) {
					if (first == null) {
						first = switch (step.name()) {
							case "requireRead" -> Check.READ;
							case "requireWrite" -> Check.WRITE;
							case "requireAdmin" -> Check.ADMIN;
							case "requireAgencyAdmin" -> Check.AGENCY_ADMIN;
							default -> null;
						};
					}
					else {
						refuses |= stricter(step.name(), first);
					}
				}
				else if (step.owner().equals(CURRENT_USER) && step.name().equals("require")) {
					signedIn = true;
				}
				else if (step.owner().startsWith("app/locus/") && !step.owner().startsWith("app/locus/db/")) {
					visit(step.owner(), step.name(), step.descriptor(), depth + 1);
				}
			}
		}

	}

	private static boolean stricter(String call, Check first) {
		return switch (call) {
			case "requireWrite" -> first == Check.READ;
			case "requireAdmin", "requireAgencyAdmin" -> first != Check.ADMIN;
			default -> false;
		};
	}

	private static boolean isForbidden(String internalName) {
		try {
			return ForbiddenException.class.isAssignableFrom(
					Class.forName(internalName.replace('/', '.'), false, AccessRules.class.getClassLoader()));
		}
		catch (ClassNotFoundException | LinkageError ex) {
			return false;
		}
	}

	private List<Step> steps(String owner, String name, String descriptor) {
		Map<String, List<Step>> methods = classes.computeIfAbsent(owner, AccessRules::read);
		List<Step> steps = methods.get(name + descriptor);
		if (steps != null) {
			return steps;
		}
		// an inherited method: look in the superclass recorded under the empty key
		List<Step> parent = methods.get("");
		return parent == null || parent.isEmpty() ? List.of() : steps(parent.get(0).owner(), name, descriptor);
	}

	private static Map<String, List<Step>> read(String owner) {
		Map<String, List<Step>> methods = new HashMap<>();
		try (InputStream in = AccessRules.class.getClassLoader().getResourceAsStream(owner + ".class")) {
			if (in == null) {
				return methods;
			}
			new ClassReader(in).accept(new ClassVisitor(Opcodes.ASM9) {
				@Override
				public void visit(int version, int access, String name, String signature, String superName,
						String[] interfaces) {
					if (superName != null && superName.startsWith("app/locus/")) {
						methods.put("", List.of(new Step(superName, "", "", false)));
					}
				}

				@Override
				public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
						String[] exceptions) {
					List<Step> steps = new ArrayList<>();
					methods.put(name + descriptor, steps);
					return new MethodVisitor(Opcodes.ASM9) {
						@Override
						public void visitMethodInsn(int opcode, String callOwner, String callName,
								String callDescriptor, boolean isInterface) {
							steps.add(new Step(callOwner, callName, callDescriptor, false));
						}

						@Override
						public void visitTypeInsn(int opcode, String type) {
							if (opcode == Opcodes.NEW) {
								steps.add(new Step(type, "", "", true));
							}
						}

						@Override
						public void visitInvokeDynamicInsn(String dynName, String dynDescriptor, Handle bootstrap,
								Object... arguments) {
							for (Object argument : arguments) {
								if (argument instanceof Handle body) {
									steps.add(new Step(body.getOwner(), body.getName(), body.getDesc(), false));
								}
							}
						}
					};
				}
			}, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
		}
		catch (IOException ex) {
			throw new IllegalStateException("Cannot read the byte code of " + owner, ex);
		}
		return methods;
	}

}
