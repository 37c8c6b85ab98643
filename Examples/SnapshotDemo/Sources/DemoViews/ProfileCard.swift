import SwiftUI

/// A person's card: initials in a coloured circle, name and role, and a status badge.
struct ProfileCard: View {
    var name = "Ada Lovelace"
    var role = "Analytical Engine"

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(Color(.avatarBackground))
                .frame(width: 44, height: 44)
                .overlay(Text("AL").font(.headline).foregroundStyle(.white))
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.headline)
                Text(role).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer(minLength: 8)
            StatusBadge(status: "Online")
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
    }
}

/// A capsule with a status word.
struct StatusBadge: View {
    var status: String

    var body: some View {
        Text(status)
            .font(.caption.weight(.semibold))
            .foregroundStyle(.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.green))
    }
}

/// The app's screen: cards in a list under a navigation title.
public struct ProfileScreen: View {
    public init() {}

    public var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                ProfileCard()
                ProfileCard(name: "Grace Hopper", role: "Compilers")
                Spacer()
            }
            .padding()
            .navigationTitle("People")
        }
    }
}

#Preview {
    ProfileScreen()
}
