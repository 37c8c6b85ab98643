import CloudKit
import SwiftUI

/// What the settings screen shows about iCloud, from CloudKit's account status.
@Observable final class CloudSyncModel {
    enum State: Equatable {
        case checking
        case syncing
        case signedOut
        case unavailable(String)
    }

    var state = State.checking
    var lastError: String?

    func refresh() async {
        do {
            switch try await CKContainer.default().accountStatus() {
            case .available: state = .syncing
            case .noAccount: state = .signedOut
            case .restricted: state = .unavailable("iCloud is restricted on this device")
            default: state = .unavailable("iCloud is temporarily unavailable")
            }
        } catch {
            state = .unavailable(error.localizedDescription)
        }
    }

    /// Pushes a backup record; signed out, CloudKit refuses it and the error is shown.
    func backUpNow() async {
        let record = CKRecord(recordType: "Backup")
        record["createdAt"] = Date(timeIntervalSinceReferenceDate: 815_000_000)
        record["device"] = "iPhone"
        do {
            _ = try await CKContainer.default().privateCloudDatabase.save(record)
            lastError = nil
        } catch let error as CKError where error.code == .notAuthenticated {
            lastError = "Sign in to iCloud to back up your journal."
        } catch {
            lastError = error.localizedDescription
        }
    }
}

/// A journal app's iCloud settings: the account state CloudKit reports (a preview, like a fresh
/// Simulator, is signed out of iCloud), a backup that fails for want of an account, and the
/// section's symbols filled with iOS 26's gradient rendering.
struct CloudSyncSettingsScreen: View {
    @State private var model = CloudSyncModel()
    @State private var syncPhotos = true
    @State private var syncOverCellular = false

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack(spacing: 14) {
                        Image(systemName: statusSymbol)
                            .font(.system(size: 28))
                            .foregroundStyle(statusColor)
                            .symbolColorRenderingMode(.gradient)
                            .frame(width: 44)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(statusTitle).font(.headline)
                            Text(statusDetail).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                    .padding(.vertical, 4)
                }

                Section("Sync") {
                    Toggle(isOn: $syncPhotos) {
                        Label("Photos and Attachments", systemImage: "photo.on.rectangle")
                    }
                    Toggle(isOn: $syncOverCellular) {
                        Label("Use Cellular Data", systemImage: "antenna.radiowaves.left.and.right")
                    }
                }

                Section {
                    Button("Back Up Now", systemImage: "icloud.and.arrow.up") {
                        Task { await model.backUpNow() }
                    }
                } footer: {
                    if let lastError = model.lastError {
                        Text(lastError).foregroundStyle(.red)
                    } else {
                        Text("Backups keep your entries safe if you lose your phone.")
                    }
                }
            }
            .navigationTitle("iCloud")
            .task {
                await model.refresh()
                await model.backUpNow()
            }
        }
    }

    private var statusSymbol: String {
        switch model.state {
        case .syncing, .checking: "icloud.fill"
        case .signedOut, .unavailable: "icloud.slash.fill"
        }
    }

    private var statusColor: Color {
        switch model.state {
        case .syncing: .green
        case .checking: .blue
        case .signedOut, .unavailable: .orange
        }
    }

    private var statusTitle: String {
        switch model.state {
        case .checking: "Checking iCloud…"
        case .syncing: "Syncing with iCloud"
        case .signedOut: "Not Signed In"
        case .unavailable: "iCloud Unavailable"
        }
    }

    private var statusDetail: String {
        switch model.state {
        case .checking: "One moment"
        case .syncing: "Your journal is up to date"
        case .signedOut: "Sign in to iCloud in Settings to sync your journal"
        case .unavailable(let reason): reason
        }
    }
}

#Preview {
    CloudSyncSettingsScreen()
}
