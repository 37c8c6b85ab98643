import AppTrackingTransparency
import CoreMotion
import SwiftUI

/// A boarding-pass card that tilts with the device, as apps write it with Core Motion: an
/// observable motion model reading device-motion updates, and an App Tracking Transparency request
/// when the screen appears. In a preview the device is at rest (no motion sensors, as in the
/// Simulator), so the card lies flat.
@Observable
final class MotionModel {
    var pitch = 0.0
    var roll = 0.0
    private let manager = CMMotionManager()

    func start() {
        guard manager.isDeviceMotionAvailable else { return }
        manager.deviceMotionUpdateInterval = 1 / 60
        manager.startDeviceMotionUpdates(to: .main) { [weak self] motion, _ in
            guard let attitude = motion?.attitude else { return }
            self?.pitch = attitude.pitch
            self?.roll = attitude.roll
        }
    }

    func stop() { manager.stopDeviceMotionUpdates() }
}

struct MotionTiltCardScreen: View {
    @State private var motion = MotionModel()
    @State private var trackingAllowed = false

    var body: some View {
        VStack(spacing: 24) {
            VStack(alignment: .leading, spacing: 16) {
                HStack {
                    Text("SFO").font(.largeTitle.bold())
                    Spacer()
                    Image(systemName: "airplane").font(.title)
                    Spacer()
                    Text("JFK").font(.largeTitle.bold())
                }
                HStack {
                    VStack(alignment: .leading) {
                        Text("Boarding").font(.caption).foregroundStyle(.white.opacity(0.7))
                        Text("7:45 AM").font(.headline)
                    }
                    Spacer()
                    VStack(alignment: .trailing) {
                        Text("Seat").font(.caption).foregroundStyle(.white.opacity(0.7))
                        Text("14A").font(.headline)
                    }
                }
            }
            .foregroundStyle(.white)
            .padding(24)
            .background(LinearGradient(colors: [.indigo, .blue], startPoint: .topLeading, endPoint: .bottomTrailing),
                        in: RoundedRectangle(cornerRadius: 24, style: .continuous))
            .rotation3DEffect(.radians(motion.pitch / 4), axis: (x: 1, y: 0, z: 0))
            .rotation3DEffect(.radians(motion.roll / 4), axis: (x: 0, y: 1, z: 0))
            .shadow(color: .black.opacity(0.2), radius: 16, y: 8)

            Text(trackingAllowed ? "Personalized offers on" : "Offers are not personalized")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
        .onAppear { motion.start() }
        .onDisappear { motion.stop() }
        .task {
            trackingAllowed = await ATTrackingManager.requestTrackingAuthorization() == .authorized
        }
    }
}

#Preview { MotionTiltCardScreen() }
