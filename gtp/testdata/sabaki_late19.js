// Drives `cgtgo gtp` through @sabaki/gtp as Sabaki does on a late 19x19
// position: the state synced by ControllerStateTracker (setup stones as
// plays), kata-analyze B 10 maxmoves 4 read until an info line with a
// principal variation of two moves or more (or 3,000 lines: five minutes,
// a guard against a hang), then stopped by protocol_version. The engine
// runs with --movetime 0: its analysis is bounded by nodes only, so the
// line it ends on does not depend on the machine's load. It records
// every info line, the order in which the two replies ended and the time
// from the stop command to its reply (measured, not judged: the machine
// may be busy). Run by TestSabakiLate19.
//
// Usage: node sabaki_late19.js MODULE_DIR ENGINE_PATH STATE.json
// Prints one JSON object on stdout.
const [moduleDir, enginePath, statePath] = process.argv.slice(2)
const fs = require('fs')
const {Controller, ControllerStateTracker} = require(moduleDir + '/@sabaki/gtp')

async function main() {
  const state = JSON.parse(fs.readFileSync(statePath, 'utf8'))
  const c = new Controller(enginePath, ['gtp', '--movetime', '0'])
  c.start()
  c.process.on('error', err => {
    console.log(JSON.stringify({error: 'spawn: ' + err.message}))
    process.exit(3)
  })
  const tracker = new ControllerStateTracker(c)
  const out = {info: [], events: []}
  await Promise.all(['name', 'version', 'protocol_version', 'list_commands'].map(name => c.sendCommand({name})))
  await tracker.sync(state)

  let stopSent = null
  let stopAt = 0
  const wantPV = line => line.split('info ').slice(1).some(e => {
    const pv = e.split(' pv ')[1]
    return pv != null && pv.trim().split(/\s+/).length >= 2
  })
  const analysis = c.sendCommand({name: 'kata-analyze', args: ['B', '10', 'maxmoves', '4']}, ({line}) => {
    if (!line.startsWith('info ')) return
    out.info.push(line)
    if (stopSent != null) out.events.push('info after stop sent')
    if (stopSent == null && (wantPV(line) || out.info.length >= 3000)) {
      stopAt = Date.now()
      stopSent = c.sendCommand({name: 'protocol_version'}).then(r => {
        out.events.push('stop reply')
        out.stopMillis = Date.now() - stopAt
        return r
      })
    }
  })
  const ar = await analysis
  out.events.push('analysis end')
  out.analysisError = ar.error
  out.stopReply = (await stopSent).content
  await c.stop(3000)
  console.log(JSON.stringify(out))
}

main().catch(err => {
  console.log(JSON.stringify({error: String(err && err.stack || err)}))
  process.exit(2)
})
