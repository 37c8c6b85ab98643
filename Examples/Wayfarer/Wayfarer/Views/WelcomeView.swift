import AuthenticationServices
import PhotosUI
import SwiftUI

/// The first screen: what the app is for, a traveller photo to pick, and Sign in with Apple.
struct WelcomeView: View {
    @State private var photo: PhotosPickerItem?
    @State private var signedIn = false
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            Image(systemName: "airplane.departure")
                .font(.system(size: 56))
                .foregroundStyle(Color.wayfarerAccent)
            VStack(spacing: 8) {
                Text("Wayfarer")
                    .font(.largeTitle.bold())
                Text("Plan trips, tick off places and keep your travel journal in one place.")
                    .font(.body)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            PhotosPicker(selection: $photo, matching: .images) {
                Label("Choose a Profile Photo", systemImage: "person.crop.circle.badge.plus")
            }
            Spacer()
            SignInWithAppleButton(.continue) { request in
                request.requestedScopes = [.fullName, .email]
            } onCompletion: { result in
                if case .success = result { signedIn = true }
            }
            .signInWithAppleButtonStyle(colorScheme == .dark ? .white : .black)
            .frame(height: 50)
            Button("Not Now") { Haptics.tap() }
                .font(.subheadline)
        }
        .padding(24)
    }
}

#Preview("Welcome") {
    WelcomeView()
}
