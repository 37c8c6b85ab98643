import SwiftUI

/// A running app's summary: the route drawn as a stroked path with a glow made from its
/// outline (`strokedPath`), activity rings whose strokes are filled with gradients (a
/// `stroke(lineWidth:)` is a shape), and a dashed drop zone for a photo.
struct RouteShape: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let points: [CGPoint] = [
            CGPoint(x: 0.05, y: 0.80), CGPoint(x: 0.20, y: 0.55), CGPoint(x: 0.35, y: 0.62),
            CGPoint(x: 0.48, y: 0.30), CGPoint(x: 0.66, y: 0.40), CGPoint(x: 0.78, y: 0.15),
            CGPoint(x: 0.95, y: 0.25),
        ]
        path.move(to: CGPoint(x: points[0].x * rect.width, y: points[0].y * rect.height))
        for index in 1..<points.count {
            let previous = points[index - 1], point = points[index]
            let mid = CGPoint(x: (previous.x + point.x) / 2 * rect.width, y: (previous.y + point.y) / 2 * rect.height)
            path.addQuadCurve(to: mid, control: CGPoint(x: previous.x * rect.width, y: previous.y * rect.height))
        }
        path.addLine(to: CGPoint(x: points.last!.x * rect.width, y: points.last!.y * rect.height))
        return path
    }
}

struct RouteOutline: Shape {
    func path(in rect: CGRect) -> Path {
        RouteShape().path(in: rect).strokedPath(StrokeStyle(lineWidth: 14, lineCap: .round, lineJoin: .round))
    }
}

struct RingView: View {
    let progress: Double
    let colors: [Color]
    let size: CGFloat

    var body: some View {
        ZStack {
            Circle()
                .stroke(lineWidth: 14)
                .foregroundStyle(colors[0].opacity(0.2))
            Circle()
                .trim(from: 0, to: progress)
                .stroke(style: StrokeStyle(lineWidth: 14, lineCap: .round))
                .fill(AngularGradient(colors: colors, center: .center))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: size, height: size)
    }
}

struct RunSummaryView: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 20) {
                    routeCard
                    ringsCard
                    dropZone
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Morning Run")
        }
    }

    private var routeCard: some View {
        VStack(alignment: .leading, spacing: 12) {
            ZStack {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.green.opacity(0.12))
                RouteOutline()
                    .fill(Color.orange.opacity(0.25))
                RouteShape()
                    .stroke(Color.orange, style: StrokeStyle(lineWidth: 5, lineCap: .round, lineJoin: .round))
                RouteShape()
                    .stroke(style: StrokeStyle(lineWidth: 1.5, dash: [4, 4]))
                    .foregroundStyle(.white)
            }
            .frame(height: 160)
            HStack {
                stat("Distance", "8.42 km")
                Spacer()
                stat("Pace", "5'12\"")
                Spacer()
                stat("Time", "43:48")
            }
        }
        .padding()
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 16))
    }

    private var ringsCard: some View {
        HStack(spacing: 24) {
            ZStack {
                RingView(progress: 0.82, colors: [.red, .pink], size: 120)
                RingView(progress: 0.64, colors: [.green, .mint], size: 88)
                RingView(progress: 0.45, colors: [.blue, .cyan], size: 56)
            }
            VStack(alignment: .leading, spacing: 8) {
                Label("Move 410/500", systemImage: "flame.fill").foregroundStyle(.red)
                Label("Exercise 19/30", systemImage: "figure.run").foregroundStyle(.green)
                Label("Stand 5/12", systemImage: "figure.stand").foregroundStyle(.blue)
            }
            .font(.subheadline.weight(.semibold))
            Spacer(minLength: 0)
        }
        .padding()
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 16))
    }

    private var dropZone: some View {
        VStack(spacing: 8) {
            Image(systemName: "camera")
                .font(.title)
            Text("Add a photo from your run")
                .font(.subheadline)
        }
        .foregroundStyle(.secondary)
        .frame(maxWidth: .infinity, minHeight: 110)
        .background(
            RoundedRectangle(cornerRadius: 16)
                .stroke(style: StrokeStyle(lineWidth: 2, dash: [8, 6]))
                .foregroundStyle(.tertiary)
        )
    }

    private func stat(_ title: String, _ value: String) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            Text(value).font(.title3.weight(.semibold)).monospacedDigit()
        }
    }
}

#Preview {
    RunSummaryView()
}
