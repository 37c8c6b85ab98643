import SwiftUI

struct OnboardingPage: Identifiable, Hashable {
    let id: Int
    let symbol: String
    let title: String
    let message: String
    let tint: Color
}

extension OnboardingPage {
    static let all: [OnboardingPage] = [
        OnboardingPage(id: 0, symbol: "sparkles", title: "Welcome to Trailhead",
                       message: "Plan hikes, track your progress and share the views with friends.", tint: .green),
        OnboardingPage(id: 1, symbol: "map.fill", title: "Offline Maps",
                       message: "Download regions before you go. Every trail works without a signal.", tint: .blue),
        OnboardingPage(id: 2, symbol: "bell.badge.fill", title: "Stay in the Loop",
                       message: "Get notified about weather changes and trail closures nearby.", tint: .orange),
    ]
}

struct OnboardingPagerScreen: View {
    @State private var selection = 0
    @AppStorage("hasCompletedOnboarding") private var hasCompletedOnboarding = false
    @Environment(\.colorScheme) private var colorScheme

    private var isLastPage: Bool { selection == OnboardingPage.all.count - 1 }

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Spacer()
                Button("Skip") { hasCompletedOnboarding = true }
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(.secondary)
                    .opacity(isLastPage ? 0 : 1)
            }
            .padding(.horizontal, 24)
            .padding(.top, 8)

            TabView(selection: $selection) {
                ForEach(OnboardingPage.all) { page in
                    PageView(page: page)
                        .tag(page.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                    if isLastPage { hasCompletedOnboarding = true } else { selection += 1 }
                }
            } label: {
                Text(isLastPage ? "Get Started" : "Continue")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .contentTransition(.opacity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .tint(OnboardingPage.all[selection].tint)
            .padding(.horizontal, 24)
            .padding(.bottom, 16)
        }
        .background(
            LinearGradient(colors: [OnboardingPage.all[selection].tint.opacity(colorScheme == .dark ? 0.35 : 0.18), .clear],
                           startPoint: .top, endPoint: .center)
                .ignoresSafeArea()
        )
    }
}

private struct PageView: View {
    let page: OnboardingPage

    var body: some View {
        VStack(spacing: 20) {
            Spacer(minLength: 0)
            ZStack {
                Circle()
                    .fill(page.tint.gradient)
                    .frame(width: 160, height: 160)
                    .shadow(color: page.tint.opacity(0.4), radius: 20, y: 10)
                Image(systemName: page.symbol)
                    .font(.system(size: 64, weight: .semibold))
                    .foregroundStyle(.white)
                    .symbolRenderingMode(.hierarchical)
            }
            .padding(.bottom, 12)
            Text(page.title)
                .font(.largeTitle.bold())
                .multilineTextAlignment(.center)
            Text(page.message)
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
                .fixedSize(horizontal: false, vertical: true)
                .padding(.horizontal, 32)
            Spacer(minLength: 0)
            Spacer(minLength: 0)
        }
        .accessibilityElement(children: .combine)
    }
}

#Preview("Onboarding") {
    OnboardingPagerScreen()
}

#Preview("Onboarding, dark", traits: .portrait) {
    OnboardingPagerScreen()
        .preferredColorScheme(.dark)
}
