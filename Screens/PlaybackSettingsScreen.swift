import SwiftUI

/// A podcast player's playback settings as apps write them with iOS 26's sliders: a speed slider
/// whose tint starts at 1x (`neutralValue`) with marks at the common speeds, a skip interval
/// stepped by 15 seconds (a mark at each step), a volume boost limited to part of its range
/// (`enabledBounds`), and a sleep timer summary. iOS 26 draws the marks as grey dots under the
/// track (docs/reference/ios26-design.md, "Slider ticks").
struct PlaybackSettingsScreen: View {
    @State private var speed = 1.5
    @State private var skipForward = 30.0
    @State private var boost = 0.3
    @State private var smartSpeed = true

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    LabeledContent("Speed", value: speed.formatted(.number.precision(.fractionLength(1))) + "×")
                    Slider(value: $speed, in: 0.5...3, neutralValue: 1) {
                        Text("Speed")
                    } ticks: {
                        SliderTickContentForEach([0.5, 1, 1.5, 2, 3], id: \.self) { speed in
                            SliderTick(speed) { Text(speed.formatted() + "×") }
                        }
                    }
                    Toggle("Smart Speed", isOn: $smartSpeed)
                } header: {
                    Text("Playback")
                } footer: {
                    Text("Smart Speed shortens silences without changing how voices sound.")
                }
                Section("Skip Forward") {
                    LabeledContent("Interval", value: "\(Int(skipForward)) seconds")
                    Slider(value: $skipForward, in: 15...90, step: 15) {
                        Text("Skip forward interval")
                    }
                }
                Section("Voice Boost") {
                    Slider(value: $boost, enabledBounds: 0...0.6) {
                        Text("Voice boost")
                    } minimumValueLabel: {
                        Image(systemName: "speaker")
                    } maximumValueLabel: {
                        Image(systemName: "speaker.wave.3")
                    }
                }
            }
            .navigationTitle("Playback")
            .sensoryFeedback(.selection(.maximum), trigger: speed == 3)
        }
    }
}

#Preview {
    PlaybackSettingsScreen()
}
