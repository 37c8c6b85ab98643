import SwiftUI

/// An account's security settings, with the small explanations apps show in a popover next to
/// a setting (kept a popover on iPhone with `presentationCompactAdaptation(.popover)`).
struct TrustedDevice: Identifiable {
    let id: Int
    var name: String
    var model: String
    var symbol: String
}

struct SecuritySettingsView: View {
    @State private var usesTwoFactor = true
    @State private var usesPasskeys = false
    @State private var showsCodeInfo = false
    @State private var devices = [
        TrustedDevice(id: 1, name: "Jane's iPhone", model: "iPhone 16 Pro", symbol: "iphone"),
        TrustedDevice(id: 2, name: "Studio Mac", model: "Mac mini", symbol: "desktopcomputer"),
        TrustedDevice(id: 3, name: "Jane's iPad", model: "iPad Air", symbol: "ipad"),
    ]

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    LabeledContent("Password", value: "Changed May 2")
                    Toggle("Sign in with Passkeys", isOn: $usesPasskeys)
                }
                Section {
                    Toggle(isOn: $usesTwoFactor) {
                        HStack(spacing: 6) {
                            Text("Two-Factor Codes")
                            Button {
                                showsCodeInfo = true
                            } label: {
                                Image(systemName: "info.circle")
                            }
                            .buttonStyle(.borderless)
                            .popover(isPresented: $showsCodeInfo, arrowEdge: .bottom) {
                                Text("A new six-digit code appears every 30 seconds on your trusted devices.")
                                    .font(.footnote)
                                    .frame(width: 240)
                                    .padding()
                                    .presentationCompactAdaptation(.popover)
                            }
                        }
                    }
                } footer: {
                    Text("Codes are sent to the devices below when you sign in somewhere new.")
                }
                Section("Trusted Devices") {
                    ForEach(devices) { device in
                        Label {
                            VStack(alignment: .leading) {
                                Text(device.name)
                                Text(device.model).font(.footnote).foregroundStyle(.secondary)
                            }
                        } icon: {
                            Image(systemName: device.symbol)
                        }
                    }
                }
            }
            .navigationTitle("Security")
        }
    }
}

#Preview("Security") {
    SecuritySettingsView()
}
