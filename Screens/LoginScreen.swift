import SwiftUI

/// A sign-in screen: email and password fields in filled rounded rows with an icon.
struct LoginScreen: View {
    @State private var email = ""
    @State private var password = ""
    @State private var rememberMe = true
    @State private var attempts = 0

    var body: some View {
        VStack(spacing: 24) {
            VStack(spacing: 8) {
                Image(systemName: "person")
                    .font(.largeTitle)
                    .foregroundColor(.accentColor)
                    .frame(width: 72, height: 72)
                    .background(Circle().fill(Color.accentColor.opacity(0.12)))
                Text("Welcome back")
                    .font(.title.bold())
                Text("Sign in to continue")
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
            .padding(.top, 40)

            VStack(spacing: 12) {
                IconField(systemImage: "person") {
                    TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                        .textContentType(.username)
                        .textInputAutocapitalization(.never)
                }
                IconField(systemImage: "info.circle") {
                    SecureField("Password", text: $password)
                        .textContentType(.password)
                }
                Toggle("Remember me", isOn: $rememberMe)
                    .font(.subheadline)
            }

            VStack(spacing: 12) {
                Button {
                    attempts += 1
                } label: {
                    Text(attempts == 0 ? "Sign In" : "Signing In…")
                        .fontWeight(.semibold)
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .keyboardShortcut(.defaultAction)

                Button {
                } label: {
                    Label("Continue with Passkey", systemImage: "checkmark")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.bordered)
                .controlSize(.large)

                Button("Forgot password?") {}
                    .font(.footnote)
            }

            Spacer()

            HStack(spacing: 4) {
                Text("New here?")
                    .foregroundColor(.secondary)
                Button("Create an account") {}
                    .fontWeight(.semibold)
            }
            .font(.footnote)
        }
        .padding(.horizontal, 24)
        .padding(.bottom, 16)
    }
}

struct IconField<Field: View>: View {
    let systemImage: String
    @ViewBuilder let field: Field

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: systemImage)
                .foregroundColor(.secondary)
            field
        }
        .padding(.horizontal, 16)
        .frame(height: 50)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
    }
}

struct LoginScreen_Previews: PreviewProvider {
    static var previews: some View {
        LoginScreen()
    }
}
