import SwiftUI

/// An account settings screen built with Form: sections with headers and footers, toggles,
/// values and destructive actions, as iOS apps write them.
struct AccountFormScreen: View {
    @State private var syncContacts = true
    @State private var faceID = true
    @State private var newsletter = false

    var body: some View {
        Form {
            Section {
                HStack(spacing: 12) {
                    Circle()
                        .fill(Color.blue)
                        .frame(width: 56, height: 56)
                        .overlay(Text("JA").font(.title2.weight(.semibold)).foregroundStyle(.white))
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Jane Appleseed").font(.title3.weight(.semibold))
                        Text("jane@example.com").font(.subheadline).foregroundStyle(.secondary)
                    }
                }
                .padding(.vertical, 4)
            }
            Section("Account") {
                LabeledContent("Plan", value: "Family")
                LabeledContent("Storage", value: "112 GB of 200 GB")
                Toggle("Sync Contacts", isOn: $syncContacts)
            }
            Section {
                Toggle("Use Face ID", isOn: $faceID)
                Button("Change Password") {}
            } header: {
                Text("Security")
            } footer: {
                Text("Face ID unlocks the app and fills your password when you sign in on this iPhone.")
            }
            Section {
                Toggle("Weekly Newsletter", isOn: $newsletter)
            } footer: {
                Text("We send at most one email a week.")
            }
            Section {
                Button("Sign Out", role: .destructive) {}
            }
        }
    }
}

struct AccountFormScreen_Previews: PreviewProvider {
    static var previews: some View {
        AccountFormScreen()
            .previewDisplayName("Light")
        AccountFormScreen()
            .preferredColorScheme(.dark)
            .previewDisplayName("Dark")
    }
}
