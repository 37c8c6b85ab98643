import SwiftUI

/// A profile's appearance and sharing settings, as a social or portfolio app writes them: a
/// colour for the profile page (a `ColorPicker` without opacity), and links to share the
/// profile and invite friends (`ShareLink` with a `SharePreview`, and the plain form).
struct ProfileSharingView: View {
    @State private var pageColor = Color(red: 0.20, green: 0.55, blue: 0.35)
    @State private var showsBadge = true
    private let profile = URL(string: "https://www.example.com/@jane")!

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack(spacing: 14) {
                        Circle()
                            .fill(pageColor.gradient)
                            .frame(width: 56, height: 56)
                            .overlay(Text("JA").font(.title3.bold()).foregroundStyle(.white))
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Jane Appleseed").font(.headline)
                            Text("@jane · 1,204 followers").font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                    .padding(.vertical, 4)
                }
                Section("Appearance") {
                    ColorPicker("Page Color", selection: $pageColor, supportsOpacity: false)
                    Toggle("Show Verified Badge", isOn: $showsBadge)
                }
                Section {
                    ShareLink(item: profile, preview: SharePreview("Jane Appleseed on Example")) {
                        Label("Share Profile", systemImage: "square.and.arrow.up")
                    }
                    ShareLink(item: "Join me on Example! \(profile.absoluteString)") {
                        Label("Invite Friends", systemImage: "person.badge.plus")
                    }
                } footer: {
                    Text("Anyone with the link can see your public posts.")
                }
            }
            .navigationTitle("Profile")
        }
    }
}

#Preview("Profile") {
    ProfileSharingView()
        .previewDevice("iPhone 16")
}
