import AVFoundation
@testable import AVKit
import Foundation
import LayoutDSL
import Testing

/// The video player is a still of iOS's inline player at rest, filling what it is offered.
struct AVKitTests {
    private func tree(_ view: some View) throws -> ResolvedTree {
        try ViewHost(view, canvasSize: CGSize(width: 320, height: 240)).update()
    }

    @Test func playerFillsItsProposalWithControlsAtRest() throws {
        let player = AVPlayer(url: URL(string: "https://example.com/movie.m3u8")!)
        let tree = try tree(VideoPlayer(player: player).frame(height: 180).accessibilityIdentifier("player"))
        let node = try #require(tree.node(id: "player"))
        #expect(node.size == CGSize(width: 320, height: 180))
        let texts = tree.allNodes.compactMap(\.text)
        #expect(texts.contains("0:00") && texts.contains("-0:00"))
    }

    @Test func overlayIsDrawn() throws {
        let tree = try tree(VideoPlayer(player: nil) { Text("Live") })
        #expect(tree.allNodes.compactMap(\.text).contains("Live"))
    }

    @Test func readoutComesFromThePlayer() {
        let player = AVPlayer(url: URL(string: "https://example.com/movie.m3u8")!)
        player.seek(to: CMTime(seconds: 75, preferredTimescale: 600))
        player.play()
        let readout = VideoPlayerControls.Readout(player: player)
        #expect(readout.isPlaying && readout.elapsed == 75)
        #expect(readout.duration == 0 && readout.remaining == 0 && readout.progress == 0)
        #expect(VideoPlayerControls.Readout(player: nil) == VideoPlayerControls.Readout(isPlaying: false, elapsed: 0, duration: 0))
        let halfway = VideoPlayerControls.Readout(isPlaying: false, elapsed: 30, duration: 60)
        #expect(halfway.progress == 0.5 && halfway.remaining == 30)
    }

    @Test func timesReadAsThePlayersLabels() {
        #expect(VideoPlayerControls.timeText(0) == "0:00")
        #expect(VideoPlayerControls.timeText(75.9) == "1:15")
        #expect(VideoPlayerControls.timeText(3725) == "1:02:05")
    }

    @Test func playerViewControllerKeepsItsSettings() {
        let controller = AVPlayerViewController()
        #expect(controller.player == nil && controller.showsPlaybackControls && !controller.isReadyForDisplay)
        #expect(controller.videoGravity == .resizeAspect)
        let player = AVPlayer()
        controller.player = player
        controller.showsPlaybackControls = false
        #expect(controller.player === player && !controller.showsPlaybackControls)
    }
}
