import SwiftUI

/// A photo post with an animated like button, a "liked" toast that slides in, a pulsing live
/// badge and an upload progress bar: the animation APIs as an app uses them.
struct PostLikeAnimationScreen: View {
    @State private var liked = false
    @State private var likes = 41
    @State private var showToast = false
    @State private var progress = 0.2

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ZStack(alignment: .top) {
                RoundedRectangle(cornerRadius: 20)
                    .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(height: 260)
                    .overlay(alignment: .topLeading) {
                        Text("LIVE")
                            .font(.caption.bold())
                            .foregroundStyle(.white)
                            .padding(.horizontal, 8)
                            .padding(.vertical, 4)
                            .background(.red, in: Capsule())
                            .phaseAnimator([1.0, 0.6]) { content, opacity in
                                content.opacity(opacity)
                            } animation: { _ in .easeInOut(duration: 0.8) }
                            .padding(12)
                    }
                if showToast {
                    Label("Added to Liked Posts", systemImage: "heart.fill")
                        .font(.subheadline.weight(.semibold))
                        .padding(.horizontal, 16)
                        .padding(.vertical, 10)
                        .background(.white, in: Capsule())
                        .shadow(color: .black.opacity(0.15), radius: 8, y: 4)
                        .padding(.top, 12)
                        .transition(.move(edge: .top).combined(with: .opacity))
                }
            }

            HStack(spacing: 14) {
                Button {
                    withAnimation(.snappy) {
                        liked.toggle()
                        likes += liked ? 1 : -1
                        showToast = liked
                    }
                } label: {
                    Image(systemName: liked ? "heart.fill" : "heart")
                        .font(.title)
                        .foregroundStyle(liked ? .red : .primary)
                        .symbolEffect(.bounce, value: liked)
                        .keyframeAnimator(initialValue: 1.0, trigger: liked) { content, scale in
                            content.scaleEffect(scale)
                        } keyframes: { _ in
                            SpringKeyframe(1.4, duration: 0.15, spring: .bouncy)
                            SpringKeyframe(1.0, spring: .smooth)
                        }
                }
                .buttonStyle(.plain)

                Text("\(likes) likes")
                    .font(.headline)
                    .contentTransition(.numericText())
                Spacer()
                Image(systemName: "square.and.arrow.up").font(.title2)
            }

            VStack(alignment: .leading, spacing: 6) {
                Text("Uploading highlights…").font(.footnote).foregroundStyle(.secondary)
                GeometryReader { proxy in
                    Capsule().fill(.quaternary)
                        .overlay(alignment: .leading) {
                            Capsule().fill(.blue).frame(width: proxy.size.width * progress)
                        }
                }
                .frame(height: 6)
                .animation(.easeInOut(duration: 0.6), value: progress)
            }
            Spacer()
        }
        .padding()
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
                    liked = true
                    likes += 1
                    showToast = true
                }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { progress = 0.75 }
        }
    }
}

struct PostLikeAnimationScreen_Previews: PreviewProvider {
    static var previews: some View {
        PostLikeAnimationScreen()
    }
}
