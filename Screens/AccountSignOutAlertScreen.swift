import SwiftUI

/// An account screen asking before signing out, as settings screens do: an inset grouped list of
/// the account's details and a destructive Sign Out row whose alert is showing, with a message, a
/// Cancel and a destructive action (iOS 26 draws it as a leading-aligned glass card with capsule
/// buttons: docs/reference/ios26-design.md, "Alerts").
struct AccountSignOutAlertScreen: View {
    @State private var confirmingSignOut = true
    @State private var syncsPhotos = true

    var body: some View {
        NavigationStack {
            List {
                Section {
                    LabeledContent("Name", value: "Maya Okafor")
                    LabeledContent("Email", value: "maya@example.com")
                    LabeledContent("Plan", value: "Family")
                }
                Section("Backup") {
                    Toggle("Sync Photos", isOn: $syncsPhotos)
                    LabeledContent("Last Backup", value: "Today, 08:14")
                }
                Section {
                    Button("Sign Out", role: .destructive) { confirmingSignOut = true }
                }
            }
            .navigationTitle("Account")
            .alert("Sign Out?", isPresented: $confirmingSignOut) {
                Button("Cancel", role: .cancel) {}
                Button("Sign Out", role: .destructive) {}
            } message: {
                Text("Photos that haven't finished uploading will stay on this iPhone until you sign back in.")
            }
        }
    }
}

#Preview { AccountSignOutAlertScreen() }
