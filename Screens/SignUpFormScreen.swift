import SwiftUI

/// A sign-up form: labelled fields with inline validation messages, Return moving focus from
/// field to field (`@FocusState` and `.onSubmit`), and a button enabled once the form is valid.
struct SignUpFormScreen: View {
    enum Field: Hashable {
        case name, email, password, confirmation
    }

    @State private var name = "Johnny Appleseed"
    @State private var email = "johnny@apple"
    @State private var password = "secret"
    @State private var confirmation = ""
    @State private var acceptsTerms = false
    @FocusState private var focusedField: Field?

    private var emailError: String? {
        email.isEmpty || (email.contains("@") && email.contains(".")) ? nil : "Enter a valid email address."
    }

    private var passwordError: String? {
        password.isEmpty || password.count >= 8 ? nil : "Use at least 8 characters."
    }

    private var confirmationError: String? {
        confirmation.isEmpty || confirmation == password ? nil : "Passwords don't match."
    }

    private var canSubmit: Bool {
        !name.isEmpty && !email.isEmpty && !password.isEmpty && confirmation == password
            && emailError == nil && passwordError == nil && acceptsTerms
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                VStack(alignment: .leading, spacing: 6) {
                    Text("Create your account")
                        .font(.largeTitle.bold())
                    Text("It only takes a minute.")
                        .foregroundStyle(.secondary)
                }
                .padding(.bottom, 8)

                FormField(title: "Full name", error: nil) {
                    TextField("Full name", text: $name)
                        .textContentType(.name)
                        .textInputAutocapitalization(.words)
                        .submitLabel(.next)
                        .focused($focusedField, equals: .name)
                }

                FormField(title: "Email", error: emailError) {
                    TextField("Email", text: $email, prompt: Text("name@example.com"))
                        .keyboardType(.emailAddress)
                        .textContentType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                        .submitLabel(.next)
                        .focused($focusedField, equals: .email)
                }

                FormField(title: "Password", error: passwordError) {
                    SecureField("Password", text: $password)
                        .textContentType(.newPassword)
                        .submitLabel(.next)
                        .focused($focusedField, equals: .password)
                }

                FormField(title: "Confirm password", error: confirmationError) {
                    SecureField("Confirm password", text: $confirmation, prompt: Text("Repeat your password"))
                        .textContentType(.newPassword)
                        .submitLabel(.join)
                        .focused($focusedField, equals: .confirmation)
                }

                Toggle("I agree to the Terms of Service", isOn: $acceptsTerms)
                    .font(.subheadline)

                Button {
                    focusedField = nil
                } label: {
                    Text("Create Account")
                        .fontWeight(.semibold)
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .disabled(!canSubmit)
            }
            .padding(24)
        }
        .scrollDismissesKeyboard(.interactively)
        .onSubmit {
            switch focusedField {
            case .name: focusedField = .email
            case .email: focusedField = .password
            case .password: focusedField = .confirmation
            default: focusedField = nil
            }
        }
        .onAppear {
            focusedField = .confirmation
        }
    }
}

/// A caption above a field, and the field's validation message below it in red.
struct FormField<Content: View>: View {
    let title: String
    let error: String?
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title)
                .font(.footnote.weight(.medium))
                .foregroundStyle(.secondary)
            content
                .textFieldStyle(FilledTextFieldStyle(isInvalid: error != nil))
            if let error {
                Label(error, systemImage: "exclamationmark.triangle")
                    .font(.footnote)
                    .foregroundStyle(.red)
            }
        }
    }
}

/// A filled, rounded field with a red outline when its value is invalid.
struct FilledTextFieldStyle: TextFieldStyle {
    var isInvalid = false

    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(.horizontal, 14)
            .padding(.vertical, 12)
            .background {
                RoundedRectangle(cornerRadius: 10)
                    .fill(Color(.secondarySystemBackground))
                RoundedRectangle(cornerRadius: 10)
                    .strokeBorder(isInvalid ? Color.red : Color.clear, lineWidth: 1)
            }
    }
}

struct SignUpFormScreen_Previews: PreviewProvider {
    static var previews: some View {
        SignUpFormScreen()
            .previewDisplayName("Light")
        SignUpFormScreen()
            .preferredColorScheme(.dark)
            .previewDisplayName("Dark")
    }
}
