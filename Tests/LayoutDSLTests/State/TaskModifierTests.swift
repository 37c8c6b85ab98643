import LayoutDSL
import Testing

/// `.task` runs on the host's clock: started on appear, its sleeps wait for virtual time, and it
/// is cancelled on disappear or when its id changes.
struct TaskModifierTests {
    struct Sleeper: View {
        @State private var stage = 0
        var body: some View {
            Color.red.frame(width: CGFloat(stage), height: 4).accessibilityIdentifier("stage")
                .task {
                    try? await Task.sleep(for: .seconds(1))
                    stage = 1
                    try? await Task.sleep(nanoseconds: 500_000_000)
                    stage = 2
                    try? await ContinuousClock().sleep(until: .now + .milliseconds(250))
                    stage = 3
                }
        }
    }

    @Test func sleepsResumeAtTheVirtualTime() throws {
        let frames = try ViewHost(Sleeper(), canvasSize: CGSize(width: 10, height: 10)).run(for: 2, framesPerSecond: 60)
        let stages = frames.map { Int($0.tree.node(id: "stage")!.frame.width) }
        // 1 s is frame 60, 1.5 s frame 90, 1.75 s frame 105.
        let expected = (0...120).map { $0 < 60 ? 0 : $0 < 90 ? 1 : $0 < 105 ? 2 : 3 }
        #expect(stages == expected)
    }

    final class Log: @unchecked Sendable { var events: [String] = [] }

    struct Restarting: View {
        let log: Log
        @State private var id = 0
        var body: some View {
            Color.clear.frame(width: 10, height: 10)
                .task(id: id) { [id] in
                    log.events.append("start \(id)")
                    do {
                        try await Task.sleep(for: .seconds(0.5))
                        log.events.append("done \(id)")
                    } catch {
                        log.events.append("cancelled \(id)")
                    }
                }
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { id = 1 } }
        }
    }

    @Test func changingTheIdCancelsAndRestarts() throws {
        let log = Log()
        _ = try ViewHost(Restarting(log: log), canvasSize: CGSize(width: 10, height: 10)).run(for: 1, framesPerSecond: 60)
        #expect(log.events == ["start 0", "cancelled 0", "start 1", "done 1"])
    }

    struct Disappearing: View {
        let log: Log
        @State private var shown = true
        var body: some View {
            VStack {
                if shown {
                    Color.clear.frame(width: 10, height: 10)
                        .onAppear { log.events.append("appear") }
                        .onDisappear { log.events.append("disappear") }
                        .task {
                            log.events.append("task")
                            do { try await Task.sleep(for: .seconds(10)) } catch { log.events.append("cancelled") }
                        }
                }
            }
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { shown = false } }
        }
    }

    @Test func disappearingCancelsTheTask() throws {
        let log = Log()
        _ = try ViewHost(Disappearing(log: log), canvasSize: CGSize(width: 10, height: 10)).run(for: 0.5, framesPerSecond: 60)
        #expect(log.events == ["appear", "task", "disappear", "cancelled"])
    }

    /// A `Task {}` a view starts inherits the view's main-actor isolation (`View` is
    /// `@MainActor`); its jobs go to the main actor's executor, and from a host's update they run
    /// on the host's thread at its virtual time: its one-second sleep ends at frame 60, on this
    /// test's thread, which is not the main one.
    struct MainActorTask: View {
        @State private var width: CGFloat = 1
        var body: some View {
            Color.red.frame(width: width, height: 4).accessibilityIdentifier("bar")
                .onAppear {
                    Task {
                        try? await Task.sleep(for: .seconds(1))
                        width = 2
                    }
                }
        }
    }

    @Test func aViewsTaskRunsOnTheHostsClock() throws {
        let frames = try ViewHost(MainActorTask(), canvasSize: CGSize(width: 10, height: 10)).run(for: 1.5, framesPerSecond: 60)
        let widths = frames.map { Int($0.tree.node(id: "bar")!.frame.width) }
        #expect(widths == (0...90).map { $0 < 60 ? 1 : 2 })
    }
}
