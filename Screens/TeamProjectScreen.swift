import SwiftUI

/// A project overview as a team app shows it: an overlapping avatar stack (`zIndex`, negative
/// spacing), a progress bar sized from its track's measured width (`onGeometryChange`), a
/// tilted "New" badge (`rotationEffect`, `offset`), finished tasks faded (`opacity`) and an
/// expanded section's chevron turned a quarter (`rotationEffect`).
struct TeamProjectScreen: View {
    struct Task: Identifiable {
        let id: Int
        let title: String
        let isDone: Bool
    }

    private let members: [(initials: String, color: Color)] = [
        ("AK", .orange), ("MB", .blue), ("JS", .green), ("LT", .purple), ("RD", .pink),
    ]
    private let tasks: [Task] = [
        Task(id: 1, title: "Write the launch post", isDone: true),
        Task(id: 2, title: "Record the demo video", isDone: true),
        Task(id: 3, title: "Review App Store screenshots", isDone: false),
        Task(id: 4, title: "Plan the beta feedback call", isDone: false),
    ]
    @State private var trackWidth: CGFloat = 0
    @State private var showsTasks = true

    private var progress: Double {
        Double(tasks.filter(\.isDone).count) / Double(tasks.count)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                header
                progressCard
                taskSection
            }
            .padding(20)
        }
        .background(Color(.systemGroupedBackground))
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(alignment: .top) {
                Text("Spring Launch")
                    .font(.largeTitle.bold())
                Spacer()
                Text("New")
                    .font(.caption.bold())
                    .foregroundStyle(.white)
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(Color.red, in: Capsule())
                    .rotationEffect(.degrees(12))
                    .offset(x: -4, y: 6)
            }
            HStack(spacing: -10) {
                ForEach(Array(members.enumerated()), id: \.offset) { index, member in
                    Text(member.initials)
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.white)
                        .frame(width: 36, height: 36)
                        .background(member.color, in: Circle())
                        .overlay(Circle().stroke(Color(.systemBackground), lineWidth: 2))
                        .zIndex(Double(members.count - index))
                }
                Text("5 members")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .padding(.leading, 18)
            }
        }
    }

    private var progressCard: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Text("Progress")
                    .font(.headline)
                Spacer()
                Text(progress, format: .percent)
                    .font(.subheadline.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
            Capsule()
                .fill(Color(.systemFill))
                .frame(height: 8)
                .onGeometryChange(for: CGFloat.self) { proxy in
                    proxy.size.width
                } action: { width in
                    trackWidth = width
                }
                .overlay(alignment: .leading) {
                    Capsule()
                        .fill(Color.accentColor)
                        .frame(width: trackWidth * progress, height: 8)
                }
        }
        .padding(16)
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 14))
    }

    private var taskSection: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button {
                showsTasks.toggle()
            } label: {
                HStack {
                    Text("Tasks")
                        .font(.headline)
                        .foregroundStyle(.primary)
                    Spacer()
                    Image(systemName: "chevron.right")
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(.secondary)
                        .rotationEffect(.degrees(showsTasks ? 90 : 0))
                }
                .padding(16)
            }
            if showsTasks {
                ForEach(tasks) { task in
                    Divider().padding(.leading, 16)
                    HStack(spacing: 12) {
                        Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                            .foregroundStyle(task.isDone ? Color.green : Color.secondary)
                        Text(task.title)
                            .strikethrough(task.isDone)
                        Spacer()
                    }
                    .padding(.horizontal, 16)
                    .padding(.vertical, 12)
                    .opacity(task.isDone ? 0.5 : 1)
                }
            }
        }
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 14))
    }
}

#Preview("Light") {
    TeamProjectScreen()
}

#Preview("Dark") {
    TeamProjectScreen()
        .preferredColorScheme(.dark)
}
