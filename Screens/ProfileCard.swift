import SwiftUI

/// A profile card with follow and message actions, the kind of header a social app shows.
struct ProfileCard: View {
    let name: String
    let handle: String
    @State private var isFollowing = false
    @State private var notify = true

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 14) {
                Circle()
                    .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: 64, height: 64)
                    .overlay(Text(String(name.prefix(1))).font(.title.bold()).foregroundColor(.white))
                VStack(alignment: .leading, spacing: 4) {
                    Text(name)
                        .font(.headline)
                    Text(handle)
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                }
                Spacer()
                Button {
                } label: {
                    Image(systemName: "ellipsis")
                }
                .buttonStyle(.bordered)
                .buttonBorderShape(.circle)
                .tint(.gray)
            }

            Text("Designer and developer. Building small, careful apps for iPhone.")
                .font(.subheadline)

            HStack(spacing: 20) {
                Label("Lisbon", systemImage: "house")
                Label("4.9k", systemImage: "heart.fill")
                Label("Pro", systemImage: "star.fill")
                    .labelStyle(.titleAndIcon)
            }
            .font(.footnote)
            .foregroundColor(.secondary)

            HStack(spacing: 12) {
                Button {
                    isFollowing.toggle()
                } label: {
                    Text(isFollowing ? "Following" : "Follow")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)

                Button {
                } label: {
                    Label("Message", systemImage: "bell")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.bordered)
                .buttonBorderShape(.capsule)
            }

            GroupBox("This month") {
                LabeledContent("Posts", value: "12")
                LabeledContent("Followers", value: 1_204, format: .number)
            }

            Toggle("Notify me about new posts", systemImage: "bell", isOn: $notify)
                .font(.subheadline)

            Button("Block", role: .destructive) {}
                .font(.subheadline)
                .frame(maxWidth: .infinity)
        }
        .padding(20)
        .background(RoundedRectangle(cornerRadius: 20).fill(Color(.secondarySystemGroupedBackground)))
        .shadow(color: .black.opacity(0.08), radius: 12, y: 4)
    }
}

#Preview("Light", traits: .fixedLayout(width: 390, height: 460)) {
    ProfileCard(name: "Maya Lindqvist", handle: "@maya")
        .padding()
        .frame(maxHeight: .infinity)
        .background(Color(.systemGroupedBackground))
}

#Preview("Dark", traits: .fixedLayout(width: 390, height: 460)) {
    ProfileCard(name: "Maya Lindqvist", handle: "@maya")
        .padding()
        .frame(maxHeight: .infinity)
        .background(Color(.systemGroupedBackground))
        .preferredColorScheme(.dark)
}
