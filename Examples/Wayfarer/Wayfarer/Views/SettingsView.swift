import SwiftUI

/// The journal's settings: units and what the trip pages show, and a few numbers.
struct SettingsView: View {
    @Environment(TripStore.self) private var store
    @State private var showsHelp = false

    var body: some View {
        @Bindable var store = store
        NavigationStack {
            Form {
                Section {
                    Toggle(isOn: $store.usesFahrenheit) {
                        Label("Fahrenheit", systemImage: "thermometer.medium")
                    }
                    Toggle(isOn: $store.showsSpending) {
                        Label("Show spending", systemImage: "creditcard")
                    }
                    Toggle(isOn: $store.showsPastTrips) {
                        Label("Show past trips", systemImage: "clock.arrow.circlepath")
                    }
                } header: {
                    Text("Display")
                } footer: {
                    Text("Temperatures are the usual highs and lows at each destination for the trip's dates.")
                }

                Section("Journal") {
                    LabeledContent("Trips", value: "\(store.trips.count)")
                    LabeledContent("Countries", value: "\(store.countries.count)")
                    LabeledContent("Places visited", value: "\(store.allPlaces.filter(\.visited).count)")
                    LabeledContent("Counting from", value: store.today.mediumDay)
                    Button("Help & Feedback", systemImage: "questionmark.circle") { showsHelp = true }
                }

                Section {
                    HStack(spacing: 12) {
                        Image("Landscape", bundle: .wayfarerResources)
                            .resizable()
                            .scaledToFill()
                            .frame(width: 48, height: 48)
                            .clipShape(RoundedRectangle(cornerRadius: 11, style: .continuous))
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Wayfarer")
                                .font(.headline)
                            Text("Version 1.0 (1)")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .navigationTitle(Text("settings.title", bundle: .wayfarerResources))
            .sheet(isPresented: $showsHelp) {
                SafariView(url: URL(string: "https://wayfarer.example.com/help")!)
            }
        }
    }
}

#Preview("Settings") {
    SettingsView()
        .environment(TripStore.withDraft)
}
