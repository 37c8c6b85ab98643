import SwiftUI

struct Accessory: Identifiable {
    enum Kind { case light, thermostat, lock, fan, speaker, camera }
    let id = UUID()
    var name: String
    var room: String
    var kind: Kind
    var isOn: Bool
    var detail: String

    var symbol: String {
        switch kind {
        case .light: isOn ? "lightbulb.fill" : "lightbulb"
        case .thermostat: "thermometer.medium"
        case .lock: isOn ? "lock.fill" : "lock.open.fill"
        case .fan: "fan.fill"
        case .speaker: "hifispeaker.fill"
        case .camera: "video.fill"
        }
    }

    var tint: Color {
        switch kind {
        case .light: .yellow
        case .thermostat: .orange
        case .lock: .teal
        case .fan: .cyan
        case .speaker: .gray
        case .camera: .indigo
        }
    }
}

@Observable
final class HomeModel {
    var room = "Living Room"
    var temperature = 21.5
    var humidity = 0.46
    var accessories: [Accessory] = [
        Accessory(name: "Ceiling Lights", room: "Living Room", kind: .light, isOn: true, detail: "80%"),
        Accessory(name: "Floor Lamp", room: "Living Room", kind: .light, isOn: false, detail: "Off"),
        Accessory(name: "Thermostat", room: "Living Room", kind: .thermostat, isOn: true, detail: "Heating to 22°"),
        Accessory(name: "Front Door", room: "Hallway", kind: .lock, isOn: true, detail: "Locked"),
        Accessory(name: "Ceiling Fan", room: "Living Room", kind: .fan, isOn: false, detail: "Off"),
        Accessory(name: "HomePod", room: "Living Room", kind: .speaker, isOn: true, detail: "Playing"),
    ]
}

struct SmartHomeView: View {
    @State private var home = HomeModel()
    @State private var selectedScene = "Evening"

    private let columns = [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    HStack(spacing: 16) {
                        Gauge(value: home.temperature, in: 10...30) {
                            Image(systemName: "thermometer.medium")
                        } currentValueLabel: {
                            Text(home.temperature, format: .number.precision(.fractionLength(1)))
                        }
                        .gaugeStyle(.accessoryCircular)
                        .tint(.orange)

                        Gauge(value: home.humidity) {
                            Image(systemName: "humidity.fill")
                        } currentValueLabel: {
                            Text(home.humidity, format: .percent.precision(.fractionLength(0)))
                        }
                        .gaugeStyle(.accessoryCircularCapacity)
                        .tint(.blue)

                        VStack(alignment: .leading) {
                            Text("Inside").font(.caption).foregroundStyle(.secondary)
                            Text("\(home.temperature, specifier: "%.1f") °C")
                                .font(.title2.weight(.semibold))
                            Text("\(home.accessories.filter(\.isOn).count) accessories on")
                                .font(.footnote)
                                .foregroundStyle(.secondary)
                        }
                    }

                    Text("Scenes")
                        .font(.headline)
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(["Morning", "Evening", "Movie", "Away"], id: \.self) { scene in
                                Button {
                                    selectedScene = scene
                                } label: {
                                    Label(scene, systemImage: scene == "Away" ? "figure.walk" : "sun.max.fill")
                                        .padding(.horizontal, 4)
                                }
                                .buttonStyle(.bordered)
                                .buttonBorderShape(.capsule)
                                .tint(scene == selectedScene ? .orange : .secondary)
                            }
                        }
                    }
                    .scrollIndicators(.hidden)

                    Text("Accessories")
                        .font(.headline)
                    LazyVGrid(columns: columns, spacing: 12) {
                        ForEach($home.accessories) { $accessory in
                            AccessoryTile(accessory: $accessory)
                        }
                    }
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle(home.room)
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") {}
                    Menu {
                        Picker("Room", selection: $home.room) {
                            Text("Living Room").tag("Living Room")
                            Text("Kitchen").tag("Kitchen")
                            Text("Bedroom").tag("Bedroom")
                        }
                    } label: {
                        Label("Rooms", systemImage: "square.grid.2x2")
                    }
                }
            }
            .task {
                home.temperature = 21.5
            }
        }
    }
}

struct AccessoryTile: View {
    @Binding var accessory: Accessory

    var body: some View {
        Button {
            accessory.isOn.toggle()
        } label: {
            VStack(alignment: .leading, spacing: 10) {
                Image(systemName: accessory.symbol)
                    .font(.title2)
                    .symbolRenderingMode(.hierarchical)
                    .foregroundStyle(accessory.isOn ? accessory.tint : .secondary)
                    .symbolEffect(.bounce, value: accessory.isOn)
                VStack(alignment: .leading, spacing: 2) {
                    Text(accessory.name)
                        .font(.subheadline.weight(.semibold))
                        .lineLimit(1)
                    Text(accessory.detail)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(14)
            .background(
                accessory.isOn ? AnyShapeStyle(.background) : AnyShapeStyle(Color(.secondarySystemBackground)),
                in: .rect(cornerRadius: 16)
            )
            .opacity(accessory.isOn ? 1 : 0.75)
        }
        .buttonStyle(.plain)
        .sensoryFeedback(.selection, trigger: accessory.isOn)
    }
}

#Preview {
    SmartHomeView()
}

#Preview("Dark") {
    SmartHomeView()
        .preferredColorScheme(.dark)
}
