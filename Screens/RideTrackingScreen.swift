import SwiftUI

/// A ride-hailing app's trip screen as iOS 26 apps draw it: a map behind, and a driver card
/// floating near the bottom whose corners are concentric with the screen's (`ConcentricRectangle`),
/// holding a vehicle tile and buttons concentric with the card itself (`containerShape`).
struct RideTrackingScreen: View {
    let driver = "Marisol"
    let vehicle = "Grey Toyota Prius · 7XKD421"

    var body: some View {
        ZStack(alignment: .bottom) {
            MapBackdrop()
                .ignoresSafeArea()
            driverCard
                .padding(10)
                .frame(maxHeight: .infinity, alignment: .bottom)
                .ignoresSafeArea(edges: .bottom)
        }
    }

    private var driverCard: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack {
                VStack(alignment: .leading, spacing: 2) {
                    Text("Arriving in 4 min").font(.title3.weight(.semibold))
                    Text("\(driver) is on the way").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Image(systemName: "car.fill")
                    .font(.title2)
                    .foregroundStyle(.white)
                    .frame(width: 52, height: 52)
                    .background(Color.indigo, in: ConcentricRectangle())
            }
            Text(vehicle)
                .font(.footnote.monospaced())
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color.secondary.opacity(0.15), in: .rect(cornerRadius: 10))
            HStack(spacing: 10) {
                Button { } label: {
                    Label("Message", systemImage: "message.fill").frame(maxWidth: .infinity, minHeight: 44)
                }
                .background(Color.secondary.opacity(0.15), in: ConcentricRectangle(corners: .concentric(minimum: 12), isUniform: true))
                Button(role: .destructive) { } label: {
                    Text("Cancel").frame(maxWidth: .infinity, minHeight: 44)
                }
                .background(Color.red.opacity(0.12), in: ConcentricRectangle(corners: .concentric(minimum: 12), isUniform: true))
            }
            .fontWeight(.semibold)
        }
        .padding(18)
        .padding(.bottom, 20)
        .containerShape(RoundedRectangle(cornerRadius: 32))
        .background(.background, in: ConcentricRectangle(uniformTopCorners: .fixed(32), uniformBottomCorners: .concentric))
        .shadow(color: .black.opacity(0.15), radius: 12, y: 4)
    }
}

/// Streets and a route line, standing in for a map.
private struct MapBackdrop: View {
    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 0.93, green: 0.94, blue: 0.91)))
            for x in stride(from: -40.0, through: size.width, by: 90) {
                context.stroke(Path { $0.move(to: CGPoint(x: x, y: 0)); $0.addLine(to: CGPoint(x: x + 120, y: size.height)) },
                               with: .color(.white), lineWidth: 9)
            }
            for y in stride(from: 60.0, through: size.height, by: 130) {
                context.stroke(Path { $0.move(to: CGPoint(x: 0, y: y)); $0.addLine(to: CGPoint(x: size.width, y: y - 40)) },
                               with: .color(.white), lineWidth: 12)
            }
            let route = Path { path in
                path.move(to: CGPoint(x: size.width * 0.2, y: size.height * 0.62))
                path.addLine(to: CGPoint(x: size.width * 0.45, y: size.height * 0.4))
                path.addLine(to: CGPoint(x: size.width * 0.78, y: size.height * 0.28))
            }
            context.stroke(route, with: .color(.blue), style: StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round))
        }
    }
}

#Preview("Ride") {
    RideTrackingScreen()
}

#Preview("Ride, dark") {
    RideTrackingScreen().preferredColorScheme(.dark)
}
