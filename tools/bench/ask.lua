-- wrk script for the case-search benchmark: POST /ask with the next query of a file (one per line),
-- signed in by the session cookie in WRK_COOKIE; prints latency percentiles as one JSON line.
local queries = {}
for line in io.lines(os.getenv("WRK_QUERIES")) do queries[#queries + 1] = line end
local next_query = tonumber(os.getenv("WRK_OFFSET") or "0")
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Cookie"] = os.getenv("WRK_COOKIE")
-- WRK_ACCEPT_ENCODING=br: answers compressed as for a browser (none by default).
local encoding = os.getenv("WRK_ACCEPT_ENCODING")
if encoding and encoding ~= "" then wrk.headers["Accept-Encoding"] = encoding end

local function quote(s)
  return '"' .. s:gsub('[%c"\\]', function(c) return string.format("\\u%04x", c:byte()) end) .. '"'
end

request = function()
  next_query = next_query % #queries + 1
  return wrk.format(nil, "/ask", nil, '{"query":' .. quote(queries[next_query]) .. '}')
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_RESULT {"requests":%d,"duration_us":%d,"p50_us":%d,"p95_us":%d,"p99_us":%d,"non2xx":%d,"socket_errors":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.status, e.connect + e.read + e.write + e.timeout))
end
