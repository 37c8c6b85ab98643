import SwiftUI

/// A fitness app's daily goal as iOS 26 apps write it: a ring drawn by a shape whose progress the
/// `@Animatable` macro animates (its colour choice left out with `@AnimatableIgnored`), filling
/// from empty when the screen appears, over the day's numbers.
struct StepGoalRingScreen: View {
    let steps = 7_842
    let goal = 10_000
    @State private var shown = 0.0

    var body: some View {
        NavigationStack {
            VStack(spacing: 32) {
                ZStack {
                    GoalArc(progress: 1, isGoalMet: false)
                        .stroke(.green.opacity(0.2), style: StrokeStyle(lineWidth: 22, lineCap: .round))
                    GoalArc(progress: shown, isGoalMet: steps >= goal)
                        .stroke(.green, style: StrokeStyle(lineWidth: 22, lineCap: .round))
                    VStack(spacing: 4) {
                        Text(steps, format: .number)
                            .font(.system(size: 44, weight: .bold, design: .rounded))
                            .monospacedDigit()
                        Text("of \(goal.formatted()) steps")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
                .frame(width: 240, height: 240)

                HStack {
                    StatTile(title: "Distance", value: "5.6 km")
                    StatTile(title: "Active", value: "412 kcal")
                    StatTile(title: "Floors", value: "9")
                }
            }
            .padding()
            .navigationTitle("Today")
            .onAppear {
                withAnimation(.easeOut(duration: 1.2)) { shown = Double(steps) / Double(goal) }
            }
        }
    }
}

/// The ring's arc, from the top clockwise through `progress` of a turn; a met goal closes it.
@Animatable
struct GoalArc: Shape {
    var progress: Double
    @AnimatableIgnored var isGoalMet: Bool

    func path(in rect: CGRect) -> Path {
        let turn = isGoalMet ? 1 : min(progress, 1)
        return Path { path in
            path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                        startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * turn), clockwise: false)
        }
    }
}

private struct StatTile: View {
    let title: String
    let value: String

    var body: some View {
        VStack(spacing: 4) {
            Text(value)
                .font(.headline)
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 12)
        .background(.fill.tertiary, in: RoundedRectangle(cornerRadius: 14))
    }
}

#Preview {
    StepGoalRingScreen()
}
